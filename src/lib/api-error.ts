import type { Error as ApiErrorBody } from '../api/generated/types.gen';
import { isObject } from './guards';

/** The service's error body (the generated client throws it), or null for anything else, such as no connection. */
export function asApiError(error: unknown): ApiErrorBody | null {
  return isObject(error) && error.status === 'error' && typeof error.code === 'string' ? (error as ApiErrorBody) : null;
}

/** What to tell a person about a failed call: the service's own message when it sent one. */
export const apiErrorMessage = (
  error: unknown,
  fallback = 'The service could not be reached. Check your connection and try again.',
): string => asApiError(error)?.message || fallback;
