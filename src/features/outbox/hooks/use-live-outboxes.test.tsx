import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { everyOutboxKey } from '../../../api/query-keys';
import { saveSession } from '../../../lib/auth/session';
import { FakeEventSource, withFakeEventStream } from '../../../testing/fake-event-source';
import { outboxKey } from '../api/outbox-query';
import { OUTBOX_REFRESH_MS, useLiveOutboxes } from './use-live-outboxes';

withFakeEventStream();

function live() {
  const queryClient = new QueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useLiveOutboxes(), { wrapper });
  const keys = () => invalidated.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
  return { keys, invalidated };
}

const outbox = (channelIds: number[]) => act(() => FakeEventSource.latest!.emit('outbox', { channel_ids: channelIds }));

describe('live outboxes', () => {
  it('refresh the outboxes of the channels a burst of events names, once', async () => {
    const { keys } = live();
    await outbox([5]);
    await outbox([5, 6]);
    expect(keys()).toEqual([]);
    vi.advanceTimersByTime(OUTBOX_REFRESH_MS);
    const refreshed = keys();
    expect(refreshed).toContain(JSON.stringify(outboxKey('5')));
    expect(refreshed).toContain(JSON.stringify(outboxKey('6')));
    expect(refreshed).not.toContain(JSON.stringify(outboxKey('7')));
    expect(refreshed).not.toContain(JSON.stringify(everyOutboxKey()));
  });

  it('refresh every outbox for an event that names no channel', async () => {
    const { keys } = live();
    await outbox([]);
    vi.advanceTimersByTime(OUTBOX_REFRESH_MS);
    expect(keys()).toContain(JSON.stringify(everyOutboxKey()));
  });

  it('listen with the new session’s token once it changes (the workspace switcher), and close the old stream', async () => {
    const { keys } = live();
    const first = FakeEventSource.latest!;
    expect(first.url).toContain('access_token=a-token');
    act(() => saveSession('b-token', 3600));
    const second = FakeEventSource.latest!;
    expect(first.closed).toBe(true);
    expect(second).not.toBe(first);
    expect(second.url).toContain('access_token=b-token');
    await outbox([9]);
    vi.advanceTimersByTime(OUTBOX_REFRESH_MS);
    expect(keys()).toContain(JSON.stringify(outboxKey('9')));
  });
});
