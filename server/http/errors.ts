import { DomainError, type ErrorKind } from '../domain/errors.ts';

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

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
  unsupported: 415,
};

/** A service's error in HTTP terms: the status its kind means, and the headers that go with it. */
export function fromDomain(error: DomainError): ApiError {
  const headers: Record<string, string> = {};
  if (error.kind === 'unauthorized') headers['www-authenticate'] = 'Bearer error="invalid_token"';
  if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds);
  return new ApiError(STATUS[error.kind], error.code, error.message, error.field, headers);
}

export const badRequest = (code: string, message: string, field?: string) => new ApiError(400, code, message, field);
