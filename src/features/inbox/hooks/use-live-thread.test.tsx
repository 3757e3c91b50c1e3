import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource, withFakeEventStream } from '../../../testing/fake-event-source';
import { THREAD_REFRESH_MS, useLiveThread } from './use-live-thread';

withFakeEventStream();

const inbox = (conversationIds: number[]) =>
  act(() =>
    FakeEventSource.latest!.emit('inbox', { item_ids: [1], conversation_ids: conversationIds, reason: 'changed' }),
  );

describe('the open thread', () => {
  it('is refreshed once per burst of events naming it, and not for other threads', async () => {
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useLiveThread(7, refresh));
    await inbox([8]);
    await inbox([3, 9]);
    vi.advanceTimersByTime(THREAD_REFRESH_MS * 2);
    expect(refresh).not.toHaveBeenCalled();

    await inbox([7]);
    await inbox([7, 8]);
    vi.advanceTimersByTime(THREAD_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('is not refreshed after the pane closed', async () => {
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useLiveThread(7, refresh));
    await inbox([7]);
    unmount();
    vi.advanceTimersByTime(THREAD_REFRESH_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
  });
});
