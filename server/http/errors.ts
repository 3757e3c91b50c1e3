/** A failure with the brief's body: {"status":"error","code","message","field"} and a real HTTP code. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return {
      status: 'error' as const,
      code: this.code,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

/** Errors of the token endpoint also carry RFC 6749's `error` and `error_description`, for OAuth libraries. */
export class OAuthError extends ApiError {
  override body() {
    return { ...super.body(), error: this.code, error_description: this.message };
  }
}

export const badRequest = (code: string, message: string, field?: string) => new ApiError(400, code, message, field);
export const notFound = (what: string, field?: string) =>
  new ApiError(404, 'not_found', `No ${what} with that id in this workspace.`, field);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
