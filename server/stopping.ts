/** Resolves with the work's answer, or with nothing once `ms` passed first (the work goes on unwatched). */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * SIGTERM or SIGINT stops the service gracefully, then the process exits 0; a second signal meanwhile exits at once
 * (128 + the signal's number, as a shell reports a process killed by it). What another instance, or the next start,
 * needs to settle is in the database either way.
 */
export function stopOnSignals(shutdown: () => Promise<void>, exit: (code: number) => void = process.exit): () => void {
  let stopping = false;
  const codes = { SIGINT: 130, SIGTERM: 143 } as const;
  const listeners = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
    const listener = () => {
      if (stopping) return exit(codes[signal]);
      stopping = true;
      void shutdown().then(
        () => exit(0),
        (error: unknown) => {
          console.error(`Social Desk did not stop cleanly: ${(error as Error).message}`);
          exit(1);
        },
      );
    };
    process.on(signal, listener);
    return () => process.off(signal, listener);
  });
  return () => listeners.forEach((remove) => remove());
}
