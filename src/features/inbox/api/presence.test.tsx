import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { client } from '../../../api/generated/client.gen';
import type { InboxPresence } from '../../../api/generated/types.gen';
import { FakeEventSource, withFakeEventStream } from '../../../testing/fake-event-source';
import { API, server } from '../../../testing/server';
import { presenceWords, usePresenceOn } from './presence';

withFakeEventStream();

const maya: InboxPresence = {
  user_id: '2',
  user_name: 'Maya Chen',
  post_id: '40',
  channel_id: '11',
  get_conversation_id: '40',
  work_id: '40',
  state: 'viewing',
  expires_in: 30,
};
const say = (presence: object) => act(() => FakeEventSource.latest!.emit('presence', presence));

describe('the presence board', () => {
  it('shows who else is on a unit, changes with the stream, and lapses when not said again', async () => {
    client.setConfig({ baseUrl: API });
    server.use(
      http.get(`${API}/inbox/presence`, () => HttpResponse.json({ status: 'success', data: { presence: [] } })),
    );
    const { result, unmount } = renderHook(() => usePresenceOn({ work_id: '40' }, '1'));
    expect(result.current).toEqual([]);

    await say(maya);
    await say({ ...maya, user_id: '1', user_name: 'Me' });
    await say({ ...maya, work_id: '41', user_id: '3' });
    expect(result.current.map((p) => p.user_name)).toEqual(['Maya Chen']);

    await say({ ...maya, state: 'typing' });
    expect(result.current[0]!.state).toBe('typing');

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(result.current).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(result.current).toEqual([]);

    await say(maya);
    await say({ ...maya, state: 'left', expires_in: 0 });
    expect(result.current).toEqual([]);
    unmount();
  });

  it('asks the service who is where when it begins, and again when the stream reconnects', async () => {
    client.setConfig({ baseUrl: API });
    let there = { ...maya, user_id: '5', user_name: 'Ben Ode' };
    let asked = 0;
    server.use(
      http.get(`${API}/inbox/presence`, () => {
        asked += 1;
        return HttpResponse.json({ status: 'success', data: { presence: [there] } });
      }),
    );
    const { result, unmount } = renderHook(() => usePresenceOn({ work_id: '40' }, '1'));
    await act(async () => {
      FakeEventSource.latest!.dispatchEvent(new Event('open'));
      await vi.waitFor(() => expect(result.current).toHaveLength(1));
    });
    expect(result.current[0]!.user_name).toBe('Ben Ode');
    // The stream's first open is not news: the board asked as it began.
    expect(asked).toBe(1);

    there = { ...maya, user_id: '6', user_name: 'Ada Roy' };
    await act(async () => {
      FakeEventSource.latest!.dispatchEvent(new Event('open'));
      await vi.waitFor(() => expect(result.current[0]?.user_name).toBe('Ada Roy'));
    });
    expect(result.current).toHaveLength(1);
    expect(asked).toBe(2);
    unmount();
  });

  it('says in words who is there', () => {
    expect(presenceWords([maya])).toBe('Maya Chen is viewing this');
    expect(
      presenceWords([
        { ...maya, state: 'typing' },
        { ...maya, user_name: 'Ben' },
        { ...maya, user_name: 'Ada' },
      ]),
    ).toBe('Maya Chen is typing a reply; Ben and Ada are viewing this');
  });
});
