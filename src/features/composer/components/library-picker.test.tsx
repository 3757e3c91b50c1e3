import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MediaLibraryEntry } from '../../../api/generated/types.gen';
import { outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { API, server } from '../../../testing/server';

const buns: MediaLibraryEntry = {
  media_id: 'AbCdEfGhIjKlMnOpQrSt01',
  url: 'http://localhost:8787/media/AbCdEfGhIjKlMnOpQrSt01.jpg',
  thumbnail_url: 'http://localhost:8787/media/AbCdEfGhIjKlMnOpQrSt01.small.webp',
  name: 'cardamom-buns.jpg',
  content_type: 'image/jpeg',
  size: 300_000,
  width: 1080,
  height: 1080,
  created_time: '2026-06-10 10:00:00',
  uploaded_by: '1',
  used_by: { outbox: 0, published: 1, drafts: 0 },
};

describe('choosing a picture from the library in the composer', () => {
  it('opens a picker by keyboard, searches by name, and makes the chosen picture the post’s', async () => {
    const searched: (string | null)[] = [];
    server.use(
      http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('15', []))),
      http.get(`${API}/media/get`, ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searched.push(search);
        const media = !search || buns.name.includes(search) ? [buns] : [];
        return HttpResponse.json({ status: 'success', data: { count: media.length, view_more: 0, media } });
      }),
    );
    renderApp('/outbox/15');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    const composer = await screen.findByRole('dialog', { name: 'New post' });
    within(composer).getByRole('button', { name: 'Choose from library' }).focus();
    await user.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: 'Choose from the library' });
    await user.type(within(picker).getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(await within(picker).findByText('No picture’s name holds “zzz”.')).toBeInTheDocument();
    await user.clear(within(picker).getByRole('searchbox', { name: 'Search by name' }));
    await user.type(within(picker).getByRole('searchbox', { name: 'Search by name' }), 'buns');
    const choice = await within(picker).findByRole('button', { name: /cardamom-buns\.jpg/ });
    choice.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Choose from the library' })).not.toBeInTheDocument();
    expect(within(composer).getByLabelText(/^Picture address/)).toHaveValue(buns.url);
    expect(searched).toContain('buns');
  });
});
