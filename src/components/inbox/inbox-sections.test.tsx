import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { API, server } from '../../testing/server';

const sections = () => screen.findByRole('navigation', { name: 'Inbox sections' });

describe('the inbox’s sections', () => {
  it('lead from the inbox to the mentions, with how many are unseen, and the reports', async () => {
    server.use(
      http.get(`${API}/inbox/mentions`, () =>
        HttpResponse.json({ status: 'success', data: { count: 0, limit: 20, view_more: 0, unseen: 2, mentions: [] } }),
      ),
    );
    renderApp('/inbox');
    const nav = await sections();
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    expect(await within(nav).findByRole('link', { name: 'Mentions, 2 unseen' })).toHaveAttribute(
      'href',
      '/inbox/mentions',
    );
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/inbox/reports');
    // The app's own Inbox section counts them too, and stays current on the inbox's other pages.
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Inbox, 2 unseen mentions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('say nothing of a count when every mention is seen, and lead back to the inbox', async () => {
    const { router } = renderApp('/inbox/mentions');
    const nav = await sections();
    expect(within(nav).getByRole('link', { name: /^Mentions/ })).toHaveAccessibleName('Mentions');
    expect(within(nav).getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Inbox' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(await screen.findByRole('heading', { level: 1, name: /^Inbox/ })).toBeInTheDocument();
  });
});
