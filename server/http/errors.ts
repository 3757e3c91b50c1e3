import { OAUTH_ERROR_CODES } from './contract/common.ts';
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

const OAUTH_CODES = new Set<string>(OAUTH_ERROR_CODES);

/** The challenge of a client that could not be authenticated at the token endpoint (RFC 6749 §5.2, RFC 7617). */
export const CLIENT_CHALLENGE = 'Basic realm="Social Desk", charset="UTF-8"';

/**
 * Errors of the token endpoint also carry RFC 6749's `error` and `error_description`, for OAuth libraries; `code`
 * stays the service's own, which may say more (missing_parameter is an invalid_request).
 */
export class OAuthError extends ApiError {
  readonly error: string;

  constructor(from: ApiError) {
    const error = OAUTH_CODES.has(from.code)
      ? from.code
      : from.httpStatus === 401
        ? 'invalid_client'
        : 'invalid_request';
    // A 401 here refuses the client, not a token: it is challenged to authenticate as a client (Basic).
    const headers = from.httpStatus === 401 ? { ...from.headers, 'www-authenticate': CLIENT_CHALLENGE } : from.headers;
    super(from.httpStatus, from.code, from.message, from.field, headers);
    this.error = error;
  }

  override body() {
    return { ...super.body(), error: this.error, error_description: this.message };
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
  too_large: 413,
};

/** A service's error in HTTP terms: the status its kind means, and the headers that go with it. */
export function fromDomain(error: DomainError): ApiError {
  const headers: Record<string, string> = {};
  if (error.kind === 'unauthorized') headers['www-authenticate'] = 'Bearer error="invalid_token"';
  if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds);
  return new ApiError(STATUS[error.kind], error.code, error.message, error.field, headers);
}

export const badRequest = (code: string, message: string, field?: string) => new ApiError(400, code, message, field);
