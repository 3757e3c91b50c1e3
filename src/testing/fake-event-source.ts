import { afterEach, beforeEach, vi } from 'vitest';
import { saveSession } from '../lib/auth/session';

/**
 * A stand-in for the browser's EventSource (jsdom has none): tests open the service's event stream through it and
 * send events as the service would. `FakeEventSource.latest` is the stream the app opened last.
 */
export class FakeEventSource extends EventTarget {
  static latest: FakeEventSource | undefined;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.latest = this;
  }

  /** Delivers a server-sent event of this type with this data (sent as JSON). */
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  close() {
    this.closed = true;
  }
}

/**
 * For a test file of live hooks: fake timers, this fake as the browser's EventSource, and a session whose token
 * the stream opens with; all undone after each test.
 */
export function withFakeEventStream() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    saveSession('a-token', 3600);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
