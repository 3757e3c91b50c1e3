import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { toastStore } from '../components/ui/toast';
import { apiErrorMessage } from './api-error';

/** What a mutation tells the one place that reports failed writes (the mutation cache below). */
export type MutationMeta = {
  /** The form shows the error itself (at its fields, or in its own alert): no toast. */
  quiet?: boolean;
  /**
   * What failed, said before the service's reason ("Archiving did not work." + reason); or the whole text made
   * from the reason, to also say what was undone.
   */
  errorMessage?: string | ((reason: string) => string);
  /** The getting-started guide's own write, which answers its new state: the guide need not be read again for it. */
  guide?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/**
 * Every failed write is told once, here, as an error toast with the service's reason; hooks only undo what they
 * did optimistically. `overrides` are for tests (no retries).
 */
export function createQueryClient(overrides: DefaultOptions = {}) {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta;
        if (meta?.quiet) return;
        const reason = apiErrorMessage(error);
        const lead = meta?.errorMessage;
        const text = typeof lead === 'function' ? lead(reason) : lead ? `${lead} ${reason}` : reason;
        toastStore.show(text, { tone: 'error' });
      },
    }),
    defaultOptions: {
      ...overrides,
      queries: { staleTime: 2_000, retry: (count, error) => count < 2 && !isClientError(error), ...overrides.queries },
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
