/**
 * What went wrong, in the service's own terms. Services throw these; the HTTP layer alone decides the status code
 * (`server/http/errors.ts`), so no service knows it answers HTTP.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many'
  | 'unavailable'
  /** A body of a kind the call does not take (an upload that is not an image it takes). */
  | 'unsupported'
  /** A body larger than the call takes (a picture of too many pixels). */
  | 'too_large';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    /** snake_case, stable for programs. */
    readonly code: string,
    /** For a person: what went wrong and what to do. */
    message: string,
    /** The parameter at fault, when one is. */
    readonly field?: string,
    /** With `too_many`: when trying again makes sense. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalid = (code: string, message: string, field?: string) =>
  new DomainError('invalid', code, message, field);
export const unauthorized = (code: string, message: string) => new DomainError('unauthorized', code, message);
export const forbidden = (message: string) => new DomainError('forbidden', 'forbidden', message);
/** `next`, when given, says where to find the ids that do exist ("list them with GET /api/labels/list"). */
export const notFound = (what: string, field?: string, next?: string) =>
  new DomainError(
    'not_found',
    'not_found',
    `No ${what} with that id in this workspace${next ? `: ${next}` : ''}.`,
    field,
  );
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
export const unsupported = (code: string, message: string) => new DomainError('unsupported', code, message);
export const tooLarge = (code: string, message: string) => new DomainError('too_large', code, message);
/** A network the service called did not answer, or failed on its side. */
export const unavailable = (code: string, message: string) => new DomainError('unavailable', code, message);
export const tooMany = (code: string, message: string, retryAfterSeconds: number) =>
  new DomainError('too_many', code, message, undefined, retryAfterSeconds);
