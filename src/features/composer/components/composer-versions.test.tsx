import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { outboxPost, outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import type { Draft } from '../../../api/generated/types.gen';
import { API, draftsWithChannels, recordPosts, server } from '../../../testing/server';

const created = () =>
  recordPosts<Record<string, unknown>>('/posts/create', () =>
    HttpResponse.json({
      status: 'success',
      data: { post_id: [9, 10], f_channel_post: [], errorMessages: [], errorMsgPerChannel: {} },
    }),
  );

/** A new post for Instagram (15) and X (11): two networks, so each may have its own text. */
async function composeForTwoNetworks() {
  server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('15', []))));
  renderApp('/outbox/15');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New post' }));
  const composer = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
  await user.click(within(composer).getByLabelText('Message'));
  await user.paste('Cardamom buns, baked every morning. https://northwind.example/menu');
  await user.click(within(composer).getByLabelText(/^Picture address/));
  await user.paste('https://northwind.example/buns.jpg');
  return { user, composer };
}

describe('a version per network in the composer', () => {
  it('is offered once two networks are picked, and X’s own text is counted and sent for X alone', async () => {
    const sent = created();
    const { user, composer } = await composeForTwoNetworks();
    expect(within(composer).queryByRole('button', { name: /^Customize for/ })).not.toBeInTheDocument();
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Coffee/ }));

    await user.click(within(composer).getByRole('button', { name: 'Customize for X' }));
    const own = within(composer).getByLabelText('Message for X');
    expect(own).toHaveFocus();
    expect(own).toHaveValue('Cardamom buns, baked every morning. https://northwind.example/menu');
    await user.clear(own);
    await user.paste('a'.repeat(300));
    expect(own).toHaveAccessibleDescription('X: 300 / 280 (over by 20)');
    // The shared message now counts for Instagram only, and the problem is X's own text.
    expect(within(composer).getByRole('list', { name: 'Characters per network' })).toHaveTextContent(
      /^Instagram: 66 \/ 2,200$/,
    );
    expect(within(composer).getByRole('list', { name: 'Problems per channel' })).toHaveTextContent(
      'Northwind Coffee (X): Too long for X: 300 of 280 characters.',
    );
    expect(within(composer).getByRole('button', { name: 'Add to queue' })).toBeDisabled();

    await user.clear(own);
    await user.paste('Buns. Fresh. Now.');
    await user.clear(within(composer).getByLabelText(/^Picture for X/));
    const preview = within(composer).getByRole('region', { name: 'Preview' });
    await user.click(within(preview).getByRole('radio', { name: 'X · Northwind Coffee' }));
    expect(within(preview).getByRole('article')).toHaveTextContent('Buns. Fresh. Now.');
    expect(within(preview).queryByRole('img')).not.toBeInTheDocument();

    await user.click(within(composer).getByRole('button', { name: 'Add to queue' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      channel_ids: '15_11',
      message: 'Cardamom buns, baked every morning. https://northwind.example/menu',
      picture: 'https://northwind.example/buns.jpg',
      versions: [{ channel_id: '11', message: 'Buns. Fresh. Now.', picture: '' }],
    });
  });

  it('is dropped with “Use the shared text”: nothing of it is sent', async () => {
    const sent = created();
    const { user, composer } = await composeForTwoNetworks();
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Coffee/ }));
    await user.click(within(composer).getByRole('button', { name: 'Customize for Instagram' }));
    await user.type(within(composer).getByLabelText('Message for Instagram'), ' #buns');
    await user.click(within(composer).getByRole('button', { name: 'Use the shared text for Instagram' }));
    expect(within(composer).queryByLabelText('Message for Instagram')).not.toBeInTheDocument();
    expect(within(composer).getByRole('button', { name: 'Customize for Instagram' })).toBeInTheDocument();

    await user.click(within(composer).getByRole('button', { name: 'Add to queue' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('versions');
  });

  it('is kept by a draft: a new post saved as a draft sends X’s own text with it', async () => {
    const drafts = recordPosts<Record<string, unknown>>('/drafts/create', () =>
      HttpResponse.json({ status: 'success', data: { draft_id: 5 } }),
    );
    const { user, composer } = await composeForTwoNetworks();
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Coffee/ }));
    await user.click(within(composer).getByRole('button', { name: 'Customize for X' }));
    const own = within(composer).getByLabelText('Message for X');
    await user.clear(own);
    await user.paste('Buns. Fresh. Now.');
    await user.click(within(composer).getByRole('radio', { name: 'Save as draft' }));
    expect(composer).not.toHaveTextContent('A draft keeps the shared text only');
    await user.click(within(composer).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(drafts).toHaveLength(1));
    expect(drafts[0]).toMatchObject({
      channel_ids: '15_11',
      versions: [{ channel_id: '11', message: 'Buns. Fresh. Now.', picture: 'https://northwind.example/buns.jpg' }],
    });
  });

  it('is read back by network when a draft is edited, and sent again, by channel, when it is saved', async () => {
    const draft: Draft = {
      draft_id: 6,
      message: 'Cardamom buns, baked every morning.',
      channel_ids: '15_11',
      picture: 'https://northwind.example/buns.jpg',
      versions: [{ channel_id: 11, message: 'Buns. Fresh. Now.', picture: '' }],
      is_processed: 0,
      created_time: '2026-06-09 10:00:00',
      updated_time: '2026-06-09 10:00:00',
    };
    server.use(
      http.get(`${API}/drafts/get`, () =>
        HttpResponse.json({ ...draftsWithChannels, data: { ...draftsWithChannels.data, count: 1, drafts: [draft] } }),
      ),
    );
    const updates = recordPosts<Record<string, unknown>>('/drafts/update', () =>
      HttpResponse.json({ status: 'success', data: 'Draft updated.' }),
    );
    renderApp('/drafts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit draft/ }));
    const composer = await screen.findByRole('dialog', { name: 'Edit draft' }, { timeout: 5_000 });
    expect(within(composer).getByLabelText('Message for X')).toHaveValue('Buns. Fresh. Now.');
    expect(within(composer).getByLabelText(/^Picture for X/)).toHaveValue('');
    expect(within(composer).getByRole('button', { name: 'Customize for Instagram' })).toBeInTheDocument();

    await user.type(within(composer).getByLabelText('Message for X'), ' Warm.');
    await user.click(within(composer).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      draft_id: 6,
      versions: [{ channel_id: '11', message: 'Buns. Fresh. Now. Warm.', picture: '' }],
    });
  });

  it('says, when a post with its own text is edited, that the group edit leaves the versions as they are', async () => {
    const post = outboxPost(4, 'Buns. Fresh. Now.', '2026-06-10 13:00:00', { map_ids: 2, has_version: 1 });
    server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', [post]))));
    renderApp('/outbox/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit post “Buns. Fresh. Now.”' }));
    const composer = await screen.findByRole('dialog', { name: 'Edit post' }, { timeout: 5_000 });
    expect(composer).toHaveTextContent('This post has its own text for its network');
    await user.click(within(composer).getByRole('checkbox', { name: 'Apply to all 2 posts written together' }));
    expect(composer).toHaveTextContent('Posts with their own text for their network keep their text and picture');
  });
});
