import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MediaLibraryEntry } from '../../../api/generated/types.gen';
import { renderApp } from '../../../testing/render-app';
import { API, server } from '../../../testing/server';

const entry = (id: string, name: string, used_by: MediaLibraryEntry['used_by']): MediaLibraryEntry => ({
  media_id: id,
  url: `http://localhost:8787/media/${id}.png`,
  thumbnail_url: `http://localhost:8787/media/${id}.small.webp`,
  name,
  content_type: 'image/png',
  size: 1000,
  width: 1080,
  height: 1350,
  created_time: '2026-06-10 10:00:00',
  uploaded_by: '1',
  used_by,
});
const mug = entry('AbCdEfGhIjKlMnOpQrSt01', 'mug.png', { outbox: 2, published: 1, drafts: 1 });
const beans = entry('AbCdEfGhIjKlMnOpQrSt02', 'beans.jpg', { outbox: 0, published: 3, drafts: 0 });

describe('the media library', () => {
  it('shows each picture’s thumbnail and where it is used, searches by name in the address, deletes an unused one', async () => {
    const searched: (string | null)[] = [];
    const deleted: (string | null)[] = [];
    server.use(
      http.get(`${API}/media/get`, ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searched.push(search);
        const media = search ? [mug, beans].filter((m) => m.name.includes(search)) : [mug, beans];
        return HttpResponse.json({ status: 'success', data: { count: media.length, view_more: 0, media } });
      }),
      http.delete(`${API}/media/delete`, ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('media_id'));
        return HttpResponse.json({ status: 'success', data: 'Picture deleted.' });
      }),
    );
    renderApp('/media');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Pictures' });
    expect(within(list).getByRole('img', { name: 'mug.png' })).toHaveAttribute('src', mug.thumbnail_url);
    expect(within(list).getByText(/Used by 2 posts in the outbox, 1 published post, 1 draft/)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete mug.png' })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: 'Delete beans.jpg' }));
    expect(deleted).toEqual([beans.media_id]);

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zebra{Enter}');
    expect(await screen.findByText(/No picture’s name holds “zebra”/)).toBeInTheDocument();
    expect(searched).toContain('zebra');
  });
});
