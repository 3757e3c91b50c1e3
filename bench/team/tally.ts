// The tally of a team's measured window.

export type Outcome = 'ok' | 'refused' | 'error';

/**
 * The calls of the measured window, by kind: those that started in it count for latency, refusals and errors;
 * a call of the warm-up that failed in the window (no answer in time, say) counts as an error as well; throughput
 * counts the answers that came within it.
 */
export class Tally {
  readonly byKind = new Map<
    string,
    { write: boolean; refetch: boolean; ms: number[]; refused: number; errors: number }
  >();
  readonly errors = new Map<string, { count: number; examples: string[] }>();
  refused = 0;
  /** Calls answered (or failed) within the window. */
  ended = 0;
  windowStart = Infinity;
  windowEnd = Infinity;

  private inWindow(at: number) {
    return at >= this.windowStart && at < this.windowEnd;
  }

  record(
    call: { kind: string; write: boolean; refetch: boolean; startedAt: number },
    ms: number,
    outcome: Outcome,
    detail = '',
  ) {
    const endedInWindow = this.inWindow(performance.now());
    if (endedInWindow) this.ended++;
    if (!this.inWindow(call.startedAt)) {
      if (endedInWindow && outcome === 'error') this.error(`${call.kind} (sent in the warm-up)`, detail);
      return;
    }
    const entry = this.byKind.get(call.kind) ?? {
      write: call.write,
      refetch: call.refetch,
      ms: [],
      refused: 0,
      errors: 0,
    };
    this.byKind.set(call.kind, entry);
    entry.ms.push(ms);
    if (outcome === 'refused') {
      this.refused++;
      entry.refused++;
    }
    if (outcome === 'error') {
      entry.errors++;
      this.error(call.kind, detail);
    }
  }

  /** Also for errors outside any call: an event stream lost at any time counts, as its dashboard went stale. */
  error(kind: string, detail: string) {
    const key = `${kind}: ${detail.split('\n')[0]!.slice(0, 60)}`;
    const entry = this.errors.get(key) ?? { count: 0, examples: [] };
    this.errors.set(key, entry);
    entry.count++;
    if (entry.examples.length < 3) entry.examples.push(detail.slice(0, 400));
  }

  all(filter: (e: { write: boolean; refetch: boolean }) => boolean = () => true) {
    return [...this.byKind.values()].filter(filter).flatMap((e) => e.ms);
  }
}

export const sorted = (values: number[]) => Float64Array.from(values).sort();
export const percentile = (values: Float64Array, p: number) =>
  values.length ? values[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))]! : NaN;
export const ms = (value: number) => Math.round(value * 10) / 10;
