/** What to tell a person about a failed call: the service's own message when it sent one. */
export function apiErrorMessage(
  error: unknown,
  fallback = 'The service could not be reached. Check your connection and try again.',
): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
  ) {
    return 'status' in error && error.status === 'error' ? error.message : fallback;
  }
  return fallback;
}
