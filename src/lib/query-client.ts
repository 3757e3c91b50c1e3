import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 2_000, retry: (count, error) => count < 2 && !isClientError(error) },
    },
  });
}

/** 4xx answers (the generated client throws the error body) are not worth retrying. */
function isClientError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { status: unknown }).status === 'error'
  );
}
