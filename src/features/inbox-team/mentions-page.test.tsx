import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { API, errorBody, server } from '../../testing/server';
import { fakeMentions, mention } from './testing/fake-mentions';

const list = () => screen.findByRole('list', { name: 'Your mentions' });
const cards = async () => within(await list()).getAllByRole('listitem');
const cardOf = async (text: string) => (await cards()).find((card) => card.textContent?.includes(text))!;

// Opening a conversation leads to the inbox, which asks for the item: an item that is gone is all these tests need.
const itemGone = () =>
  server.use(
    http.get(`${API}/inbox/getItem`, () => HttpResponse.json(errorBody('not_found', 'No such item.'), { status: 404 })),
    http.get(`${API}/inbox/conversation`, () =>
      HttpResponse.json(errorBody('not_found', 'No such item.'), { status: 404 }),
    ),
  );

describe('the Mentions page', () => {
  it('lists who mentioned the caller, when, what they wrote and where, the unseen marked, with a way in', async () => {
    fakeMentions([
      mention(7, '@Maya can you take this refund?', { timestamp: '2026-06-10 09:30:00' }),
      mention(5, 'Thanks @Maya, sorted', {
        seen: 1,
        author_name: 'Lee Park',
        channel: '5',
        channel_id: '15',
        channel_id_screen_name: 'northwind.cafe',
        is_direct_post: '1',
      }),
    ]);
    renderApp('/inbox/mentions');
    const unseen = await cardOf('refund');
    expect(unseen).toHaveTextContent('Sam Rivera');
    expect(unseen).toHaveTextContent('Unseen');
    expect(unseen).toHaveTextContent('In a conversation on X · @northwindcoffee');
    expect(within(unseen).getByRole('link', { name: /^Open the conversation/ })).toHaveAttribute(
      'href',
      '/inbox?item=1007&itemChannel=11',
    );
    const seen = await cardOf('sorted');
    expect(seen).toHaveTextContent('Lee Park');
    expect(seen).not.toHaveTextContent('Unseen');
    expect(seen).toHaveTextContent('In a direct message on Instagram · @northwind.cafe');
    expect(within(seen).queryByRole('button', { name: /^Mark seen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /^Mentions/ })).toHaveTextContent('1 unseen');
    const sections = screen.getByRole('navigation', { name: 'Inbox sections' });
    expect(within(sections).getByRole('link', { name: 'Mentions, 1 unseen' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages through the mentions after the last note shown', async () => {
    const many = Array.from({ length: 25 }, (_, n) => mention(100 - n, `Note number ${n + 1}`, { seen: 1 }));
    const { asked } = fakeMentions(many);
    renderApp('/inbox/mentions');
    await waitFor(async () => expect(await cards()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await cards()).toHaveLength(25));
    expect((await cards()).at(-1)).toHaveTextContent('Note number 25');
    expect(asked.map((query) => query.get('last_note_id'))).toContain('81');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the unseen alone with "Unseen only", kept in the address', async () => {
    const { asked } = fakeMentions([mention(7, 'Unseen refund note'), mention(5, 'An old seen note', { seen: 1 })]);
    const { router } = renderApp('/inbox/mentions');
    await cardOf('old seen');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unseen only' }));
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(await cardOf('refund')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ unseen: true });
    expect(asked.some((query) => query.get('is_unseen') === '1' && !query.has('last_note_id'))).toBe(true);
  });

  it('reads the unseen once for both the list and the unseen counts beside it', async () => {
    const { asked } = fakeMentions([mention(7, 'First refund note'), mention(6, 'Second refund note')]);
    const { queryClient } = renderApp('/inbox/mentions?unseen=true');
    const settled = () => waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    const first = await cardOf('First');
    await settled();
    const before = asked.length;
    await userEvent.click(within(first).getByRole('button', { name: /^Mark seen/ }));
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    await settled();
    expect(screen.getByRole('link', { name: /^Mentions/ })).toHaveAccessibleName('Mentions, 1 unseen');
    expect(asked.slice(before).map(String)).toEqual(['is_unseen=1']);
  });

  it('marks a mention seen when it is opened, and leads to its conversation in the inbox', async () => {
    itemGone();
    const { marked } = fakeMentions([mention(7, '@Maya can you take this refund?')]);
    const { router } = renderApp('/inbox/mentions');
    await userEvent.click(within(await cardOf('refund')).getByRole('link', { name: /^Open the conversation/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(router.state.location.search).toMatchObject({ item: 1007, itemChannel: 11 });
    await waitFor(() => expect(marked).toEqual([{ note_id: 7 }]));
  });

  it('marks one seen by its button, and every one with "Mark all seen", the counts following', async () => {
    const { marked } = fakeMentions([mention(7, 'First refund note'), mention(6, 'Second refund note')]);
    renderApp('/inbox/mentions');
    await userEvent.click(within(await cardOf('First')).getByRole('button', { name: /^Mark seen/ }));
    expect(await cardOf('First')).not.toHaveTextContent('Unseen');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Mentions/ })).toHaveAccessibleName('Mentions, 1 unseen'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark all seen' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all seen' })).not.toBeInTheDocument());
    expect(await cardOf('Second')).not.toHaveTextContent('Unseen');
    expect(screen.getByRole('link', { name: /^Mentions/ })).toHaveAccessibleName('Mentions');
    expect(screen.getByRole('heading', { level: 1, name: /^Mentions/ })).toHaveTextContent('0 unseen');
    expect(marked).toEqual([{ note_id: 7 }, {}]);
  });

  it('undoes a mark the service refused, and says so', async () => {
    fakeMentions([mention(7, 'First refund note')], { failSeen: true });
    renderApp('/inbox/mentions');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all seen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The mentions could not be marked seen. The database is away. Try again.',
      ),
    );
    expect(await cardOf('First')).toHaveTextContent('Unseen');
    expect(screen.getByRole('button', { name: 'Mark all seen' })).toBeInTheDocument();
  });

  it('explains what a mention is and how a teammate makes one when there is none', async () => {
    fakeMentions([]);
    renderApp('/inbox/mentions');
    expect(await screen.findByText('Nobody has mentioned you yet.')).toBeInTheDocument();
    expect(screen.getByText(/write @ and your name in an internal note/)).toHaveTextContent('“@Maya, can you');
    expect(screen.queryByRole('button', { name: 'Mark all seen' })).not.toBeInTheDocument();
  });

  it('says every mention is seen when the unseen are asked for and there are none, with a way to the rest', async () => {
    fakeMentions([mention(5, 'An old seen note', { seen: 1 })]);
    const { router } = renderApp('/inbox/mentions?unseen=true');
    expect(await screen.findByText('You have seen every mention.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show every mention' }));
    expect(await cardOf('old seen')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });
});
