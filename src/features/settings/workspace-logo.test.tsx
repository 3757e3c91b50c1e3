import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MediaLibraryEntry, WorkspaceSettings, WorkspaceUpdateData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, recordPosts, server } from '../../testing/server';
import { serveApprovalSteps } from './test-support';

const settings: WorkspaceSettings = {
  workspace_id: '1',
  name: 'Northwind Coffee',
  timezone: 'America/New_York',
  approval_required: false,
  default_schedule: { mon: ['09:00'], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  clock: '24h',
  logo: '',
  logo_media_id: '',
};

const picture = (id: string, name: string): MediaLibraryEntry => ({
  media_id: id,
  url: `https://desk.example/media/${id}.png`,
  thumbnail_url: `https://desk.example/media/${id}.small.webp`,
  name,
  content_type: 'image/png',
  size: 2000,
  width: 400,
  height: 200,
  created_time: '2026-11-20 10:00:00',
  uploaded_by: '1',
  used_by: { outbox: 0, published: 0, drafts: 0 },
});
const library = [picture('AAAAAAAAAAAAAAAAAAAAAA', 'wordmark.png'), picture('BBBBBBBBBBBBBBBBBBBBBB', 'beans.png')];

function serve(initial = settings) {
  let current = initial;
  const uploads: string[] = [];
  serveApprovalSteps();
  server.use(
    http.get(`${API}/workspace/get`, () => HttpResponse.json({ status: 'success', data: current })),
    http.get(`${API}/media/get`, () =>
      HttpResponse.json({ status: 'success', data: { count: library.length, view_more: 0, media: library } }),
    ),
    http.post(`${API}/media/upload`, async ({ request }) => {
      // What a browser sends is the file's bytes; jsdom's File does not reach undici's fetch as bytes, so the test
      // reads what it can: the type and the name.
      uploads.push(`${request.headers.get('content-type')} ${new URL(request.url).searchParams.get('name')}`);
      return HttpResponse.json({ status: 'success', data: picture('CCCCCCCCCCCCCCCCCCCCCC', 'logo.png') });
    }),
  );
  const saved = recordPosts<WorkspaceUpdateData['body']>('/workspace/update', (body) => {
    const chosen = [...library, picture('CCCCCCCCCCCCCCCCCCCCCC', 'logo.png')].find((p) => p.media_id === body.logo);
    current = { ...current, logo: chosen?.url ?? '', logo_media_id: chosen?.media_id ?? '' };
    return HttpResponse.json({ status: 'success', data: { ...current, requeued_posts: 0 } });
  });
  return { saved, uploads };
}

describe('the workspace logo in Settings → Workspace', () => {
  it('says there is none, takes one from the library, shows it, and removes it', async () => {
    const { saved } = serve();
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    expect(await screen.findByText('No logo: the reports’ covers show the workspace’s name alone.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove the logo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose from the library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the logo from the library' });
    await user.click(await within(dialog).findByRole('button', { name: 'wordmark.png' }));
    expect(await screen.findByRole('img', { name: 'Northwind Coffee’s logo' })).toHaveAttribute('src', library[0]!.url);
    expect(saved).toEqual([{ logo: 'AAAAAAAAAAAAAAAAAAAAAA' }]);

    await user.click(screen.getByRole('button', { name: 'Remove the logo' }));
    expect(await screen.findByText('No logo: the reports’ covers show the workspace’s name alone.')).toBeVisible();
    expect(saved).toEqual([{ logo: 'AAAAAAAAAAAAAAAAAAAAAA' }, { logo: '' }]);
  });

  it('uploads a picture and makes it the logo; refuses a file that is not a picture, sending nothing', async () => {
    const { saved, uploads } = serve();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/settings/workspace');
    const input = await screen.findByLabelText('Logo file');

    await user.upload(input, new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('“notes.txt” is not a PNG, JPEG, GIF or WebP image.')).toBeVisible();
    expect(uploads).toEqual([]);

    await user.upload(input, new File([new Uint8Array(1234)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Northwind Coffee’s logo' })).toHaveAttribute(
      'src',
      'https://desk.example/media/CCCCCCCCCCCCCCCCCCCCCC.png',
    );
    expect(uploads).toEqual(['image/png logo.png']);
    expect(saved).toEqual([{ logo: 'CCCCCCCCCCCCCCCCCCCCCC' }]);
  });
});
