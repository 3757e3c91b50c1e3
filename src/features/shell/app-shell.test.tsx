import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelEntry } from '../../api/generated/types.gen';
import { setThemeChoice } from '../../lib/theme';
import { renderApp } from '../../testing/render-app';
import { accountAs, API, server } from '../../testing/server';

const channel = (id: string, awaiting: number): ChannelEntry => ({
  channel_id: id,
  channel_type: 1,
  network: 'X',
  connector: 'sandbox',
  name: `Channel ${id}`,
  screen_name: `channel${id}`,
  picture: '/avatars/network-1.svg',
  status: 'connected',
  status_reason: '',
  status_since: '',
  rate_limited_until: '',
  last_success: '',
  sign_in_ends: '',
  waiting_posts: awaiting + 2,
  awaiting_approval: awaiting,
  failed_posts: 0,
});

const answerChannels = (...entries: ChannelEntry[]) =>
  server.use(http.get(`${API}/channels/get`, () => HttpResponse.json({ status: 'success', data: entries })));

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

afterEach(() => {
  setThemeChoice('system');
  document.title = '';
});

describe('the shell', () => {
  it("badges Approvals with the posts awaiting the owner's approval across channels", async () => {
    answerChannels(channel('11', 2), channel('15', 1));
    renderApp('/inbox');
    const approvals = await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', {
      name: 'Approvals, 3 waiting',
    });
    expect(approvals).toHaveAttribute('href', '/approvals');
  });

  it('shows no badge to a collaborator, who cannot approve', async () => {
    answerChannels(channel('11', 2));
    server.use(accountAs({ role: 'collaborator' }));
    renderApp('/inbox');
    expect(
      await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Approvals' }),
    ).toBeVisible();
  });

  it("names each page in the tab's title", async () => {
    const { router } = renderApp('/settings/profile');
    await waitFor(() => expect(document.title).toBe('Profile · Settings · Social Desk'));
    await router.navigate({ to: '/settings/people' });
    await waitFor(() => expect(document.title).toBe('People · Settings · Social Desk'));
  });

  it('switches to dark mode and back, on the page itself', async () => {
    renderApp('/inbox');
    const toggle = await screen.findByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('social-desk.theme')).toBe('dark');
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('opens the menu with the account and channels on a phone, and closes it', async () => {
    renderApp('/inbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('region', { name: 'Channels' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(mainNav()).toBeInTheDocument();
  });

  it('shows a page of its own for an address that leads nowhere', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the inbox' })).toHaveAttribute('href', '/inbox');
  });
});
