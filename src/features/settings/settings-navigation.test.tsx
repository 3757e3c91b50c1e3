import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, server } from '../../testing/server';
import { signedInAs } from './test-support';

const thisBrowser: Session = {
  session_id: '7',
  application: 'Social Desk',
  workspace_name: 'Northwind Coffee',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  started_at: '2026-06-01 09:00:00',
  expires_at: '2026-06-02 09:00:00',
  current: true,
};

const serveSessions = () =>
  server.use(http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: [thisBrowser] })));

const settingsLinks = () =>
  within(screen.getByRole('navigation', { name: 'Settings' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the settings area', () => {
  it('is in the main navigation, opens on the profile and lists every page for an owner', async () => {
    serveSessions();
    const user = userEvent.setup();
    const { router } = renderApp('/inbox');
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(settingsLinks()).toEqual([
      'Profile',
      'Workspace',
      'Channels',
      'People',
      'Labels',
      'Saved replies',
      'Snippets',
      'Assignment',
      'Reports',
      'API applications',
      'Audit log',
    ]);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows collaborators only their profile and the snippets', async () => {
    signedInAs('collaborator');
    serveSessions();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(settingsLinks()).toEqual(['Profile', 'Snippets']);
    expect(screen.getByText('This device')).toBeInTheDocument();
  });

  it('sends a collaborator who opens an admin page by its address to their profile', async () => {
    signedInAs('collaborator');
    serveSessions();
    const { router } = renderApp('/settings/people');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile');
  });
});
