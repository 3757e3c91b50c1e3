/**
 * Where this instance is in its life, for readiness (`GET /api/ready`) and for what ends with it. An instance
 * listens while it starts (migrations can wait a minute for a database that is not up yet), takes work once it
 * is ready, and says it is stopping before it stops taking work, so that a load balancer sends the next calls
 * elsewhere while the calls it has are answered.
 */
export type Phase = { state: 'starting'; step: string } | { state: 'ready' } | { state: 'stopping' };

export interface Lifecycle {
  readonly phase: Phase;
  /** Starting: what it is doing now, in words an operator reads in the readiness answer. */
  starting(step: string): void;
  ready(): void;
  /** Stopping: the listeners hear it once (event streams end, with a hint to come back to another instance). */
  stopping(): void;
  onStopping(listener: () => void): () => void;
}

export function createLifecycle(initial: Phase = { state: 'ready' }): Lifecycle {
  let phase = initial;
  const listeners = new Set<() => void>();
  return {
    get phase() {
      return phase;
    },
    starting(step) {
      if (phase.state === 'starting') phase = { state: 'starting', step };
    },
    ready() {
      if (phase.state === 'starting') phase = { state: 'ready' };
    },
    stopping() {
      if (phase.state === 'stopping') return;
      phase = { state: 'stopping' };
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    onStopping(listener) {
      if (phase.state === 'stopping') {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
