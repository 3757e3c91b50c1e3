import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MediaEntry } from '../../../api/generated/types.gen';
import { outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { API, recordPosts, server } from '../../../testing/server';

const uploaded: MediaEntry = {
  media_id: '7',
  url: 'http://localhost:8787/media/7.png',
  thumbnail_url: 'http://localhost:8787/media/7.small.webp',
  name: 'mug.png',
  content_type: 'image/png',
  size: 68,
  width: 1080,
  height: 1080,
  created_time: '2026-06-10 10:00:00',
  uploaded_by: '1',
};

/** The composer of a new post on the Instagram channel (15), whose network needs an image. */
async function openComposer() {
  server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('15', []))));
  renderApp('/outbox/15');
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'New post' }));
  const composer = await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5_000 });
  await user.click(within(composer).getByLabelText('Message'));
  await user.paste('Cardamom buns, baked every morning.');
  return { user, composer };
}

describe('the composer', () => {
  it('keeps a post for Instagram without an image from going, and says why, next to the channel', async () => {
    const { user, composer } = await openComposer();
    const submit = within(composer).getByRole('button', { name: 'Add to queue' });
    expect(submit).toBeDisabled();
    expect(within(composer).getByRole('list', { name: 'Problems per channel' })).toHaveTextContent(
      'Northwind Cafe (Instagram): Instagram needs an image.',
    );
    expect(submit).toHaveAccessibleDescription('Not ready for Northwind Cafe: see the problems above.');

    await user.click(within(composer).getByLabelText(/^Picture address/));
    await user.paste('https://northwind.example/buns.jpg');
    expect(within(composer).queryByRole('list', { name: 'Problems per channel' })).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('previews the post on each chosen channel, its picture cropped as that network crops it', async () => {
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByLabelText(/^Picture address/));
    await user.paste('https://northwind.example/buns.jpg');
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Coffee/ }));
    const preview = within(composer).getByRole('region', { name: 'Preview' });

    await user.click(within(preview).getByRole('radio', { name: 'X · Northwind Coffee' }));
    expect(within(preview).getByRole('article', { name: 'Preview on X · Northwind Coffee' })).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: /cropped 16:9/ })).toHaveStyle({ aspectRatio: '16 / 9' });

    await user.click(within(preview).getByRole('radio', { name: 'Instagram · Northwind Cafe' }));
    const instagram = within(preview).getByRole('article', { name: 'Preview on Instagram · Northwind Cafe' });
    expect(within(instagram).getByText('Instagram · @northwind.cafe')).toBeInTheDocument();
    expect(instagram).toHaveTextContent('Cardamom buns, baked every morning.');
    expect(within(instagram).getByRole('img', { name: /cropped square/ })).toBeInTheDocument();
  });

  it('cuts the preview’s text where the network’s limit falls', async () => {
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByRole('checkbox', { name: /Northwind Coffee/ }));
    const message = within(composer).getByLabelText('Message');
    await user.clear(message);
    await user.click(message);
    await user.paste('a'.repeat(300));
    const preview = within(composer).getByRole('region', { name: 'Preview' });
    await user.click(within(preview).getByRole('radio', { name: 'X · Northwind Coffee' }));
    expect(within(preview).getByRole('article')).toHaveTextContent(`${'a'.repeat(280)} … cut here`);
    expect(within(composer).getByRole('list', { name: 'Problems per channel' })).toHaveTextContent(
      'Too long for X: 300 of 280 characters.',
    );
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { user, composer } = await openComposer();
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(within(composer).getByLabelText('Upload an image'), notes);
    expect(within(composer).getByText(/“notes.txt” is not a PNG, JPEG, GIF or WebP image/)).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('uploads a picture with a progress bar; its address becomes the post’s picture, with a thumbnail and Remove', async () => {
    let answer!: () => void;
    const received: string[] = [];
    server.use(
      http.post(`${API}/media/upload`, async ({ request }) => {
        received.push(request.headers.get('content-type') ?? '');
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ status: 'success', data: uploaded });
      }),
    );
    const created = recordPosts<Record<string, unknown>>('/posts/create', () =>
      HttpResponse.json({
        status: 'success',
        data: { post_id: [9], f_channel_post: [], errorMessages: [], errorMsgPerChannel: {}, params: null },
      }),
    );
    const { user, composer } = await openComposer();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'buns.png', { type: 'image/png' });
    await user.upload(within(composer).getByLabelText('Upload an image'), png);

    expect(await within(composer).findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(within(composer).getByRole('button', { name: 'Add to queue' })).toBeDisabled();
    await waitFor(() => expect(received).toEqual(['image/png']));
    answer();

    const thumbnail = await within(composer).findByRole('img', { name: 'Attached to this post' });
    expect(thumbnail).toHaveAttribute('src', uploaded.url);
    expect(within(composer).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(composer).getByLabelText(/^Picture address/)).toHaveValue(uploaded.url);

    await user.click(within(composer).getByRole('button', { name: 'Add to queue' }));
    await waitFor(() => expect(created).toEqual([expect.objectContaining({ picture: uploaded.url })]));
  });

  it('takes the picture away with Remove', async () => {
    const { user, composer } = await openComposer();
    await user.click(within(composer).getByLabelText(/^Picture address/));
    await user.paste('https://northwind.example/buns.jpg');
    await user.click(within(composer).getByRole('button', { name: 'Remove the picture' }));
    expect(within(composer).getByLabelText(/^Picture address/)).toHaveValue('');
    expect(within(composer).getByRole('button', { name: 'Add to queue' })).toBeDisabled();
  });
});
