import type { Error as ApiErrorBody } from '../../../api/generated/types.gen';
import { isObject } from '../../../lib/guards';

/** The service's error body (the generated client throws it), or null for anything else, such as no connection. */
export function asApiError(error: unknown): ApiErrorBody | null {
  return isObject(error) && error.status === 'error' && typeof error.code === 'string' ? (error as ApiErrorBody) : null;
}
