import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { outboxPost, outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { API, server } from '../../../testing/server';

describe('a post’s links', () => {
  it('are asked for again at each opening, so clicks made meanwhile show', async () => {
    let clicks = 0;
    server.use(
      http.get(`${API}/posts/get`, () =>
        HttpResponse.json(
          outboxResponse('11', [outboxPost(1, 'Menu: https://northwind.example/menu', '2026-06-10 13:00:00')]),
        ),
      ),
      http.get(`${API}/posts/getLinks`, () =>
        HttpResponse.json({
          status: 'success',
          data: [{ short_link: 'http://localhost:8787/l/abc', link: 'https://northwind.example/menu', clicks }],
        }),
      ),
    );
    renderApp('/outbox/11');
    const user = userEvent.setup();
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: /^More actions for post/ }));
      await user.click(screen.getByRole('menuitem', { name: 'Links and clicks' }));
      return screen.getByRole('dialog', { name: 'Links in this post' });
    };
    let dialog = await open();
    expect(await within(dialog).findByText(/0 clicks/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'http://localhost:8787/l/abc' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    clicks = 1;
    dialog = await open();
    expect(await within(dialog).findByText(/1 click$/)).toBeInTheDocument();
  });
});
