import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Draft, MediaEntry } from '../../../api/generated/types.gen';
import { outboxPost, outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { API, draftsWithChannels, recordPosts, server } from '../../../testing/server';

/** The demo's X (11) and Instagram (15) channels, with a Bluesky (16) and a Pinterest (17) one. */
const channels = [
  ...draftsWithChannels.data.channels,
  { channel_id: '16', channel_type: 3, name: 'Northwind Sky', screen_name: 'northwind.bsky.social', picture: '' },
  { channel_id: '17', channel_type: 6, name: 'Northwind Pins', screen_name: 'northwindpins', picture: '' },
];

const created = () =>
  HttpResponse.json({
    status: 'success',
    data: { post_id: [9], f_channel_post: [], errorMessages: [], errorMsgPerChannel: {}, params: null },
  });

/** The composer of a new post on the X channel's outbox (11), its message written. */
async function openComposer(outbox = outboxResponse('11', [])) {
  server.use(
    http.get(`${API}/drafts/get`, () =>
      HttpResponse.json({ ...draftsWithChannels, data: { ...draftsWithChannels.data, channels } }),
    ),
    http.get(`${API}/posts/get`, () => HttpResponse.json(outbox)),
  );
  renderApp('/outbox/11');
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'New post' }));
  const composer = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
  await user.click(within(composer).getByLabelText('Message'));
  await user.paste('Cold brew is back. A thread on how we make it:');
  return { user, composer };
}

describe('a thread in the composer', () => {
  it('adds parts on X and Bluesky, counts each, previews them in order and sends them as `thread`', async () => {
    const bodies = recordPosts<Record<string, unknown>>('/posts/create', created);
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Sky/ }));

    await user.click(within(composer).getByRole('button', { name: 'Add to thread' }));
    const second = within(composer).getByRole('textbox', { name: 'Part 2 of 2' });
    await waitFor(() => expect(second).toHaveFocus());
    await user.paste('Steep overnight, 12 hours.');
    await user.click(within(composer).getByRole('button', { name: 'Add to thread' }));
    await user.paste('Filter twice.');
    expect(within(composer).getByRole('textbox', { name: 'Part 2 of 3' })).toHaveValue('Steep overnight, 12 hours.');
    expect(within(composer).getByRole('textbox', { name: 'Part 3 of 3' })).toHaveValue('Filter twice.');
    expect(within(composer).getByRole('list', { name: 'Characters per network, part 3' })).toHaveTextContent(
      'X: 13 / 280Bluesky: 13 / 300',
    );

    const preview = within(within(composer).getByRole('region', { name: 'Preview' })).getByRole('list', {
      name: 'Thread preview',
    });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((part) => part.textContent),
    ).toEqual([
      'Part 2 of 3, replying to part 1Steep overnight, 12 hours.',
      'Part 3 of 3, replying to part 2Filter twice.',
    ]);

    await user.click(within(composer).getByRole('button', { name: 'Add to queue' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        expect.objectContaining({
          channel_ids: '11_16',
          message: 'Cold brew is back. A thread on how we make it:',
          thread: ['Steep overnight, 12 hours.', 'Filter twice.'],
        }),
      ]),
    );
  });

  it('says a part is over a network’s limit, and keeps the post from going until it is cut', async () => {
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByRole('button', { name: 'Add to thread' }));
    await user.paste('a'.repeat(290));
    expect(within(composer).getByRole('list', { name: 'Characters per network, part 2' })).toHaveTextContent(
      'X: 290 / 280 (over by 10)',
    );
    const submit = within(composer).getByRole('button', { name: 'Add to queue' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Part 2 of 2 is too long: see its count.');
  });

  it('removes a part by keyboard, the next one taking its place and its number', async () => {
    const { user, composer } = await openComposer();
    for (const text of ['Two', 'Three']) {
      await user.click(within(composer).getByRole('button', { name: 'Add to thread' }));
      await user.keyboard(text);
    }
    within(composer).getByRole('button', { name: 'Remove part 2' }).focus();
    await user.keyboard('{Enter}');
    const left = within(composer).getByRole('textbox', { name: 'Part 2 of 2' });
    expect(left).toHaveValue('Three');
    await waitFor(() => expect(left).toHaveFocus());
    expect(within(composer).queryByRole('button', { name: 'Remove part 3' })).not.toBeInTheDocument();
  });

  it('is kept by a new post saved as a draft, with its first comment, both sent to drafts/create', async () => {
    const drafts = recordPosts<Record<string, unknown>>('/drafts/create', () =>
      HttpResponse.json({ status: 'success', data: { draft_id: 5 } }),
    );
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByRole('button', { name: 'Add to thread' }));
    await user.paste('Steep overnight.');
    await user.click(within(composer).getByRole('textbox', { name: /^First comment/ }));
    await user.paste('Menu: https://northwind.example/menu');
    await user.click(within(composer).getByRole('radio', { name: 'Save as draft' }));
    await user.click(within(composer).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(drafts).toEqual([
        expect.objectContaining({
          channel_ids: '11',
          thread: ['Steep overnight.'],
          first_comment: 'Menu: https://northwind.example/menu',
        }),
      ]),
    );
  });

  it('is shown when a draft that has one is edited, and removing a part sends what is left', async () => {
    const draft: Draft = {
      draft_id: 7,
      message: 'Cold brew is back. A thread on how we make it:',
      channel_ids: '11',
      thread: ['Steep overnight.', 'Filter twice.'],
      first_comment: 'Menu: https://northwind.example/menu',
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
    expect(within(composer).getByRole('textbox', { name: 'Part 2 of 3' })).toHaveValue('Steep overnight.');
    expect(within(composer).getByRole('textbox', { name: 'Part 3 of 3' })).toHaveValue('Filter twice.');
    expect(within(composer).getByRole('textbox', { name: /^First comment/ })).toHaveValue(
      'Menu: https://northwind.example/menu',
    );

    await user.click(within(composer).getByRole('button', { name: 'Remove part 2' }));
    await user.clear(within(composer).getByRole('textbox', { name: /^First comment/ }));
    await user.click(within(composer).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ draft_id: 7, thread: ['Filter twice.'], first_comment: '' });
  });

  it('is offered on X and Bluesky only, and says so when another network is chosen', async () => {
    const bodies = recordPosts<Record<string, unknown>>('/posts/create', created);
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByRole('button', { name: 'Add to thread' }));
    await user.keyboard('Steep overnight.');
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Cafe/ }));

    const thread = within(composer).getByRole('region', { name: 'Thread' });
    expect(thread).toHaveTextContent('Threads are published on X and Bluesky only.');
    expect(thread).toHaveTextContent('(Instagram takes none)');
    expect(within(thread).queryByRole('button', { name: 'Add to thread' })).not.toBeInTheDocument();
    await user.click(within(composer).getByLabelText(/^Picture address/));
    await user.paste('https://northwind.example/brew.jpg');
    const submit = within(composer).getByRole('button', { name: 'Add to queue' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Threads are published on X and Bluesky only: remove the thread or the Instagram channels.',
    );

    await user.click(within(thread).getByRole('button', { name: 'Remove part 2' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('thread');
  });

  it('shows an edited post’s thread that has started, and that it can no longer change', async () => {
    const started = outboxPost(40, 'Cold brew is back.', '2026-06-12 09:00:00', {
      thread: ['Steep overnight.', 'Filter twice.', 'Serve on ice.'],
      thread_published: 2,
    });
    server.use(
      http.get(`${API}/drafts/get`, () =>
        HttpResponse.json({ ...draftsWithChannels, data: { ...draftsWithChannels.data, channels } }),
      ),
      http.get(`${API}/posts/get`, () =>
        HttpResponse.json(outboxResponse('11', [], { errorPosts: { '11': [started] } })),
      ),
    );
    renderApp('/outbox/11');
    const card = await screen.findByRole('article', { name: 'Post: Cold brew is back.' }, { timeout: 5_000 });
    expect(card).toHaveTextContent('Thread: 2 of 4 parts out');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: /^Edit/ }));
    const composer = await screen.findByRole('dialog', { name: 'Edit post' }, { timeout: 5_000 });
    const thread = within(composer).getByRole('region', { name: 'Thread' });
    expect(thread).toHaveTextContent('This thread has started: 2 of 4 parts are out');
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Steep overnight. (out)', 'Filter twice. (not out yet)', 'Serve on ice. (not out yet)']);
    expect(within(thread).queryByRole('textbox')).not.toBeInTheDocument();

    // Saved (to retry it, say): neither its first part nor its parts are sent, which the service would refuse.
    const updates = recordPosts<Record<string, unknown>>('/posts/update', () =>
      HttpResponse.json({ status: 'success', data: 'Post updated.' }),
    );
    await user.click(within(composer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ id: 40, first_comment: '' });
    expect(updates[0]).not.toHaveProperty('message');
    expect(updates[0]).not.toHaveProperty('thread');
  });

  it('sends an edited post’s thread, changed, while none of it is out', async () => {
    const waiting = outboxPost(42, 'Cold brew is back.', '2026-06-12 09:00:00', {
      thread: ['Steep overnight.'],
      thread_published: 0,
      first_comment: 'Recipe inside.',
    });
    server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', [waiting]))));
    const updates = recordPosts<Record<string, unknown>>('/posts/update', () =>
      HttpResponse.json({ status: 'success', data: 'Post updated.' }),
    );
    renderApp('/outbox/11');
    const card = await screen.findByRole('article', { name: 'Post: Cold brew is back.' }, { timeout: 5_000 });
    expect(card).toHaveTextContent('Thread: A thread of 2 parts');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: /^Edit/ }));
    const composer = await screen.findByRole('dialog', { name: 'Edit post' }, { timeout: 5_000 });
    expect(within(composer).getByRole('textbox', { name: /^First comment/ })).toHaveValue('Recipe inside.');
    await user.click(within(composer).getByRole('button', { name: 'Add to thread' }));
    await user.paste('Serve on ice.');
    await user.click(within(composer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(updates).toEqual([
        expect.objectContaining({
          id: 42,
          message: 'Cold brew is back.',
          thread: ['Steep overnight.', 'Serve on ice.'],
          first_comment: 'Recipe inside.',
        }),
      ]),
    );
  });
});

describe('a first comment in the composer', () => {
  it('is counted by the strictest network, previewed under the post and sent as `first_comment`', async () => {
    const bodies = recordPosts<Record<string, unknown>>('/posts/create', created);
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Sky/ }));
    await user.click(within(composer).getByRole('textbox', { name: /^First comment/ }));
    await user.paste('Recipe: https://northwind.example/cold-brew');
    expect(within(composer).getByRole('list', { name: 'Characters, first comment' })).toHaveTextContent('X: 31 / 280');
    const preview = within(composer).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('group', { name: 'First comment preview' })).toHaveTextContent(
      'First comment, by Northwind CoffeeRecipe: https://northwind.example/cold-brew',
    );
    await user.click(within(composer).getByRole('button', { name: 'Add to queue' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        expect.objectContaining({ first_comment: 'Recipe: https://northwind.example/cold-brew' }),
      ]),
    );
    expect(bodies[0]).not.toHaveProperty('thread');
  });

  it('is refused on Pinterest: said beside the field and before saving', async () => {
    const bodies = recordPosts<Record<string, unknown>>('/posts/create', created);
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Pins/ }));
    await user.click(within(composer).getByLabelText(/^Picture address/));
    await user.paste('https://northwind.example/brew.jpg');
    const field = within(composer).getByRole('textbox', { name: /^First comment/ });
    expect(field).toHaveAccessibleDescription(/Pinterest takes no first comment/);
    await user.click(field);
    await user.paste('#coldbrew');
    const submit = within(composer).getByRole('button', { name: 'Add to queue' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Pinterest takes no first comment: remove it, or post that channel on its own.',
    );
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Pins/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ first_comment: '#coldbrew' })]));
  });

  it('is not offered with Pinterest alone chosen', async () => {
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Pins/ }));
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Coffee/ }));
    expect(within(composer).queryByRole('textbox', { name: /First comment/ })).not.toBeInTheDocument();
  });

  it('shows on the outbox card when it failed, with the network’s reason', async () => {
    const failedComment = outboxPost(41, 'Iced oat latte, all summer.', '2026-06-12 09:00:00', {
      first_comment: 'Menu: https://northwind.example/menu',
      first_comment_status: 'failed',
      first_comment_error: 'The post is no longer there.',
    });
    server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', [failedComment]))));
    renderApp('/outbox/11');
    const card = await screen.findByRole('article', { name: 'Post: Iced oat latte, all summer.' }, { timeout: 5_000 });
    expect(card).toHaveTextContent('The first comment failed: The post is no longer there.');
  });
});

describe('the composer’s picture checks', () => {
  it('refuses a 3:1 picture for Instagram before saving, from what the upload answered', async () => {
    const wide: MediaEntry = {
      media_id: '8',
      url: 'http://localhost:8787/media/8.jpg',
      thumbnail_url: 'http://localhost:8787/media/8.small.webp',
      name: 'banner.jpg',
      content_type: 'image/jpeg',
      size: 200_000,
      width: 1500,
      height: 500,
      created_time: '2026-06-10 10:00:00',
      uploaded_by: '1',
    };
    server.use(http.post(`${API}/media/upload`, () => HttpResponse.json({ status: 'success', data: wide })));
    const bodies = recordPosts<Record<string, unknown>>('/posts/create', created);
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Cafe/ }));
    const jpeg = new File([new Uint8Array([255, 216, 255])], 'banner.jpg', { type: 'image/jpeg' });
    await user.upload(within(composer).getByLabelText('Upload an image'), jpeg);
    await within(composer).findByRole('img', { name: 'Attached to this post' });

    expect(within(composer).getByRole('list', { name: 'Problems per channel' })).toHaveTextContent(
      'Northwind Cafe (Instagram): Instagram takes pictures between 4:5 (portrait) and 1.91:1 (landscape); this one is 1500 × 500.',
    );
    const submit = within(composer).getByRole('button', { name: 'Add to queue' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Not ready for Northwind Cafe: see the problems above.');

    // X takes any shape: without Instagram the same picture goes.
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Cafe/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ picture: wide.url })]));
  });

  it('checks a picture chosen from the library by its entry’s width and height', async () => {
    const banner = {
      media_id: 'BaNnErBaNnErBaNnEr0001',
      url: 'http://localhost:8787/media/BaNnErBaNnErBaNnEr0001.jpg',
      thumbnail_url: 'http://localhost:8787/media/BaNnErBaNnErBaNnEr0001.small.webp',
      name: 'banner.jpg',
      content_type: 'image/jpeg',
      size: 200_000,
      width: 1500,
      height: 500,
      created_time: '2026-06-10 10:00:00',
      uploaded_by: '1',
      used_by: { outbox: 0, published: 0, drafts: 0 },
    };
    server.use(
      http.get(`${API}/media/get`, () =>
        HttpResponse.json({ status: 'success', data: { count: 1, view_more: 0, media: [banner] } }),
      ),
    );
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Cafe/ }));
    await user.click(within(composer).getByRole('button', { name: 'Choose from library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose from the library' });
    await user.click(await within(picker).findByRole('button', { name: /banner\.jpg/ }));
    expect(within(composer).getByRole('list', { name: 'Problems per channel' })).toHaveTextContent(
      'this one is 1500 × 500. Crop it to between 4:5 (portrait) and 1.91:1 (landscape).',
    );
    // An address typed over it is the service's to judge: its facts are not known here.
    const address = within(composer).getByLabelText(/^Picture address/);
    await user.clear(address);
    await user.paste('https://northwind.example/other.jpg');
    expect(within(composer).queryByRole('list', { name: 'Problems per channel' })).not.toBeInTheDocument();
  });
});
