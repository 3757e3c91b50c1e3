import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import type { Draft } from '../../../api/generated/types.gen';
import { API, draftsWithChannels, recordPosts, server } from '../../../testing/server';

function serve(utm: { enabled: number; campaign: string }) {
  server.use(
    http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', []))),
    http.get(`${API}/workspace/utm`, () => HttpResponse.json({ status: 'success', data: utm })),
  );
  return recordPosts<Record<string, unknown>>('/posts/create', () =>
    HttpResponse.json({
      status: 'success',
      data: { post_id: [1], f_channel_post: [], errorMessages: [], errorMsgPerChannel: {} },
    }),
  );
}

/** The composer of a new post on X (11). */
async function compose(message: string) {
  renderApp('/outbox/11');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New post' }));
  const composer = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
  await user.click(within(composer).getByLabelText('Message'));
  await user.paste(message);
  return { user, composer };
}

describe('UTM parameters in the composer', () => {
  it('shows the final link for the previewed network, with the post’s campaign or the workspace’s', async () => {
    const sent = serve({ enabled: 1, campaign: 'spring' });
    const { user, composer } = await compose('Our new menu: https://northwind.example/menu#buns');
    const links = await within(composer).findByRole('list', { name: 'Final links' });
    expect(links).toHaveTextContent(
      'https://northwind.example/menu?utm_source=x&utm_medium=social&utm_campaign=spring#buns',
    );
    const campaign = within(composer).getByLabelText(/^Campaign/);
    expect(campaign).toHaveAccessibleDescription('Empty: the workspace’s “spring”.');
    await user.type(campaign, 'cardamom week');
    expect(links).toHaveTextContent('utm_source=x&utm_medium=social&utm_campaign=cardamom%20week#buns');

    await user.click(within(composer).getByRole('button', { name: 'Add to queue' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ utm_campaign: 'cardamom week' });
  });

  it('shows no campaign and no final link while the workspace does not tag links', async () => {
    const sent = serve({ enabled: 0, campaign: 'spring' });
    const { user, composer } = await compose('Our new menu: https://northwind.example/menu');
    expect(within(composer).queryByLabelText(/^Campaign/)).not.toBeInTheDocument();
    expect(within(composer).queryByRole('list', { name: 'Final links' })).not.toBeInTheDocument();
    await user.click(within(composer).getByRole('button', { name: 'Add to queue' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('utm_campaign');
  });
});

describe('a repeating post in the composer', () => {
  async function schedule() {
    const sent = serve({ enabled: 0, campaign: '' });
    const { user, composer } = await compose('Friday tasting at six.');
    expect(within(composer).queryByRole('group', { name: 'Repeat' })).not.toBeInTheDocument();
    await user.click(within(composer).getByRole('radio', { name: 'Schedule' }));
    await user.type(within(composer).getByLabelText(/^Day/), '2099-01-02');
    await user.type(within(composer).getByLabelText(/^Time/), '18:00');
    return { user, composer, sent };
  }

  it('goes out every 2 weeks, 12 times, and says so', async () => {
    const { user, composer, sent } = await schedule();
    const repeat = within(composer).getByRole('group', { name: 'Repeat' });
    await user.selectOptions(within(repeat).getByRole('combobox', { name: 'How often' }), 'Every N weeks');
    await user.clear(within(repeat).getByLabelText('Weeks between posts'));
    await user.type(within(repeat).getByLabelText('Weeks between posts'), '2');
    await user.clear(within(repeat).getByLabelText('Number of posts'));
    await user.type(within(repeat).getByLabelText('Number of posts'), '12');
    expect(repeat).toHaveAccessibleDescription('Makes 12 posts, each a post of its own in the calendar.');

    await user.click(within(composer).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ custom_time: '2099-01-02 18:00:00', repeat_every: '2w', repeat_count: 12 });
    expect(sent[0]).not.toHaveProperty('repeat_until');
  });

  it('goes out every 3 days until a day, counting the posts that makes, and refuses a series of more than 100', async () => {
    const { user, composer, sent } = await schedule();
    const repeat = within(composer).getByRole('group', { name: 'Repeat' });
    await user.selectOptions(within(repeat).getByRole('combobox', { name: 'How often' }), 'Every N days');
    await user.clear(within(repeat).getByLabelText('Days between posts'));
    await user.type(within(repeat).getByLabelText('Days between posts'), '3');
    await user.selectOptions(within(repeat).getByRole('combobox', { name: 'Ends' }), 'On a day');
    await user.type(within(repeat).getByLabelText('Last day'), '2099-12-31');
    expect(repeat).toHaveAccessibleDescription('That would be 122 posts; a series has at most 100.');
    await user.click(within(composer).getByRole('button', { name: 'Schedule' }));
    expect(sent).toHaveLength(0);

    await user.clear(within(repeat).getByLabelText('Last day'));
    await user.type(within(repeat).getByLabelText('Last day'), '2099-01-31');
    // 2, 5, 8, … 29 January: ten posts.
    expect(repeat).toHaveAccessibleDescription('Makes 10 posts, each a post of its own in the calendar.');
    await user.click(within(composer).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ repeat_every: '3d', repeat_until: '2099-01-31' });
    expect(sent[0]).not.toHaveProperty('repeat_count');
  });

  it('is kept by a draft with its campaign: shown when the draft is edited, and stopped by “Does not repeat”', async () => {
    const draft: Draft = {
      draft_id: 8,
      message: 'Friday tasting at six.',
      channel_ids: '11',
      utm_campaign: 'tastings',
      repeat_every: '1w',
      repeat_until: '2099-03-01',
      is_processed: 0,
      created_time: '2026-06-09 10:00:00',
      updated_time: '2026-06-09 10:00:00',
    };
    server.use(
      http.get(`${API}/drafts/get`, () =>
        HttpResponse.json({ ...draftsWithChannels, data: { ...draftsWithChannels.data, count: 1, drafts: [draft] } }),
      ),
      http.get(`${API}/workspace/utm`, () =>
        HttpResponse.json({ status: 'success', data: { enabled: 1, campaign: 'spring' } }),
      ),
    );
    const updates = recordPosts<Record<string, unknown>>('/drafts/update', () =>
      HttpResponse.json({ status: 'success', data: 'Draft updated.' }),
    );
    renderApp('/drafts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit draft/ }));
    const composer = await screen.findByRole('dialog', { name: 'Edit draft' }, { timeout: 5_000 });
    expect(await within(composer).findByLabelText(/^Campaign/)).toHaveValue('tastings');
    const repeat = within(composer).getByRole('group', { name: 'Repeat' });
    expect(within(repeat).getByRole('combobox', { name: 'How often' })).toHaveValue('w');
    expect(within(repeat).getByLabelText('Weeks between posts')).toHaveValue('1');
    expect(within(repeat).getByLabelText('Last day')).toHaveValue('2099-03-01');
    // No first day yet: the count waits for the schedule.
    expect(repeat).toHaveAccessibleDescription(
      'Goes out until that day from the day it is scheduled, each a post of its own in the calendar.',
    );

    await user.clear(within(composer).getByLabelText(/^Campaign/));
    await user.selectOptions(within(repeat).getByRole('combobox', { name: 'How often' }), 'Does not repeat');
    await user.click(within(composer).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ draft_id: 8, utm_campaign: '', repeat_every: '' });
    expect(updates[0]).not.toHaveProperty('repeat_until');
    expect(updates[0]).not.toHaveProperty('repeat_count');
  });
});
