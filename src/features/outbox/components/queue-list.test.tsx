import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxPost, outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { API, errorBody, server } from '../../../testing/server';

const queue = [
  outboxPost(1, 'Yirgacheffe is back', '2026-06-10 13:00:00'),
  outboxPost(2, 'Grind right before you brew', '2026-06-10 17:00:00'),
  outboxPost(3, 'Saturday cupping', '2026-06-11 09:00:00'),
];

/** jsdom lays nothing out; dnd-kit needs each row's box to move through the list by keyboard. */
function layOutQueueRows() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('ol[aria-label="Queue"] > li');
    if (!row) return original.call(this);
    const index = [...row.parentElement!.children].indexOf(row);
    const top = 100 + index * 120;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + 100,
      width: 600,
      height: 100,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Queue' }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));
const times = () =>
  within(screen.getByRole('list', { name: 'Queue' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('time')!.textContent);

describe('reordering the queue', () => {
  beforeEach(() => {
    layOutQueueRows();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T14:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function moveFirstPostDownByKeyboard() {
    const user = userEvent.setup();
    const handle = await screen.findByRole('button', { name: /Move post 1: Yirgacheffe/ });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
  }

  it('moves the posts between the slot times at once and sends one reorder call', async () => {
    const calls: unknown[] = [];
    server.use(
      http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', queue))),
      http.post(`${API}/posts/reorder`, async ({ request }) => {
        calls.push(await request.json());
        return new Promise(() => undefined); // the answer never comes: what shows is the optimistic state
      }),
    );
    renderApp('/outbox/11');
    await moveFirstPostDownByKeyboard();
    await waitFor(() =>
      expect(rows()).toEqual([
        'Post: Grind right before you brew',
        'Post: Yirgacheffe is back',
        'Post: Saturday cupping',
      ]),
    );
    expect(times()).toEqual(['Today 13:00', 'Today 17:00', 'Tomorrow 09:00']);
    expect(calls).toEqual([{ channel_id: 11, order: '2_1_3' }]);
  });

  it('puts the old order back and says so when the service refuses', async () => {
    let loads = 0;
    server.use(
      // Only the first load answers: the old order can come back from the rollback alone, not from a refetch.
      http.get(`${API}/posts/get`, () =>
        loads++ === 0 ? HttpResponse.json(outboxResponse('11', queue)) : new Promise<never>(() => undefined),
      ),
      http.post(`${API}/posts/reorder`, () =>
        HttpResponse.json(errorBody('invalid_order', 'The queue changed meanwhile.'), { status: 400 }),
      ),
    );
    renderApp('/outbox/11');
    await moveFirstPostDownByKeyboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The new order was not saved: The queue changed meanwhile. The queue is back as it was.',
    );
    expect(rows()).toEqual([
      'Post: Yirgacheffe is back',
      'Post: Grind right before you brew',
      'Post: Saturday cupping',
    ]);
  });
});
