import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../testing/fake-event-source';
import { renderApp } from '../../testing/render-app';
import { API, errorBody, server } from '../../testing/server';
import { fakeMentions, mention } from './testing/fake-mentions';

const NOTE =
  'Can you take this one? They asked for a refund twice already, the order number is 4471, and the courier says ' +
  'it was left with a neighbour on Tuesday afternoon';

/** The event the stream sends the members a note names (decision 042), for note 9 by Sam Rivera. */
const mentionEvent = {
  note_id: '9',
  post_id: '1009',
  channel_id: '11',
  get_conversation_id: '1009',
  author_id: '2',
  author_name: 'Sam Rivera',
  text: `@Maya ${NOTE}`,
};

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('mentions told live', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a toast wherever the caller is, counts it on the Inbox, and opens the conversation from it', async () => {
    server.use(
      http.get(`${API}/inbox/getItem`, () => HttpResponse.json(errorBody('not_found', 'Gone.'), { status: 404 })),
      http.get(`${API}/inbox/conversation`, () => HttpResponse.json(errorBody('not_found', 'Gone.'), { status: 404 })),
    );
    const { stored, marked } = fakeMentions([]);
    const { router } = renderApp('/drafts');
    await screen.findByRole('heading', { level: 1, name: /^Drafts/ });
    expect(within(mainNav()).getByRole('link', { name: /^Inbox/ })).toHaveAccessibleName('Inbox');

    stored.unshift(mention(9, mentionEvent.text, { post_id: '1009' }));
    act(() => FakeEventSource.latest!.emit('mention', mentionEvent));

    const toast = await screen.findByText(/^Sam Rivera mentioned you: @Maya Can you take this one\?/);
    // A line or two of the note, not all of it.
    expect(toast.textContent).toMatch(/…$/);
    expect(toast.textContent).not.toContain('Tuesday afternoon');
    await waitFor(() =>
      expect(within(mainNav()).getByRole('link', { name: /^Inbox/ })).toHaveAccessibleName('Inbox, 1 unseen mentions'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(router.state.location.search).toMatchObject({ item: 1009, itemChannel: 11 });
    await waitFor(() => expect(marked).toEqual([{ note_id: 9 }]));
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: /^Inbox/ })).toHaveAccessibleName('Inbox'));
  });

  it('puts a mention opened from a toast back to unseen when the service refuses, and says why', async () => {
    server.use(
      http.get(`${API}/inbox/getItem`, () => HttpResponse.json(errorBody('not_found', 'Gone.'), { status: 404 })),
      http.get(`${API}/inbox/conversation`, () => HttpResponse.json(errorBody('not_found', 'Gone.'), { status: 404 })),
    );
    const { stored, marked } = fakeMentions([], { failSeen: true });
    renderApp('/drafts');
    await screen.findByRole('heading', { level: 1, name: /^Drafts/ });
    stored.unshift(mention(9, mentionEvent.text, { post_id: '1009' }));
    act(() => FakeEventSource.latest!.emit('mention', mentionEvent));
    await screen.findByText(/^Sam Rivera mentioned you/);

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByText('The mentions could not be marked seen. The database is away. Try again.'),
    ).toBeInTheDocument();
    expect(marked).toEqual([{ note_id: 9 }]);
    await waitFor(() =>
      expect(within(mainNav()).getByRole('link', { name: /^Inbox/ })).toHaveAccessibleName('Inbox, 1 unseen mentions'),
    );
  });

  it('brings a new mention into the open Mentions page', async () => {
    const { stored } = fakeMentions([mention(5, 'An older note', { seen: 1 })]);
    renderApp('/inbox/mentions');
    await screen.findByText('An older note');
    stored.unshift(mention(9, mentionEvent.text));
    act(() => FakeEventSource.latest!.emit('mention', mentionEvent));
    const list = screen.getByRole('list', { name: 'Your mentions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Unseen');
    expect(screen.getByRole('link', { name: /^Mentions/ })).toHaveAccessibleName('Mentions, 1 unseen');
  });

  it('ignores an event that is not a mention as the stream describes it', async () => {
    fakeMentions([]);
    renderApp('/drafts');
    await screen.findByRole('heading', { level: 1, name: /^Drafts/ });
    act(() => FakeEventSource.latest!.emit('mention', { ...mentionEvent, note_id: 'nine' }));
    // The stream's next event is heard, so the one before it was too, and dropped.
    act(() => FakeEventSource.latest!.emit('mention', { ...mentionEvent, author_name: 'Lee Park' }));
    expect(await screen.findByText(/^Lee Park mentioned you/)).toBeInTheDocument();
    expect(screen.queryByText(/^Sam Rivera mentioned you/)).not.toBeInTheDocument();
  });
});
