import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AccountChangePasswordData, Session } from '../../api/generated/types.gen';
import { readSession } from '../../lib/auth/session';
import { setThemeChoice } from '../../lib/theme';
import { renderApp } from '../../testing/render-app';
import { API, errorBody, recordPosts, server } from '../../testing/server';

const session = (id: string, extra: Partial<Session> = {}): Session => ({
  session_id: id,
  application: 'Social Desk',
  workspace_name: 'Northwind Coffee',
  user_agent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  started_at: '2026-06-01 09:00:00',
  expires_at: '2026-06-02 09:00:00',
  current: false,
  ...extra,
});

function serveSessions(sessions: Session[]) {
  let live = sessions;
  server.use(http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: live })));
  return { end: (id: string) => (live = live.filter((s) => s.session_id !== id)) };
}

describe('the Profile settings', () => {
  it('shows the name and picture the account has, and saves both, refusing a plain-http picture', async () => {
    serveSessions([session('7', { current: true })]);
    const saved = recordPosts<{ name: string; picture: string }>('/account/update', (body) =>
      HttpResponse.json({ status: 'success', data: { user_id: '1', email: 'owner@demo.test', ...body } }),
    );
    const user = userEvent.setup();
    renderApp('/settings/profile');
    const picture = await screen.findByLabelText(/Picture URL/);
    expect(picture).toHaveValue('/avatars/user-1.svg');
    expect(screen.getByLabelText('Name')).toHaveValue('Maya Chen');
    await user.clear(picture);
    await user.type(picture, 'http://example.com/me.png');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/starting with https:\/\//)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(picture);
    await user.type(picture, 'https://example.com/me.png');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Maya Chen', picture: 'https://example.com/me.png' }]));
  });

  it('marks this device and revokes another session, but not this one', async () => {
    const sessions = serveSessions([
      session('7', { current: true, user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' }),
      session('5'),
    ]);
    const revoked = recordPosts<{ session_id: number }>('/sessions/revoke', ({ session_id }) => {
      sessions.end(String(session_id));
      return HttpResponse.json({ status: 'success' });
    });
    const user = userEvent.setup();
    renderApp('/settings/profile');
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const [mine, other] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Chrome on Linux');
    expect(mine).toHaveTextContent('This device');
    expect(within(mine!).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Safari on macOS');

    await user.click(within(other!).getByRole('button', { name: /^Revoke session: Safari on macOS/ }));
    expect(await screen.findByText('Session ended: that device is logged out.')).toBeInTheDocument();
    expect(revoked).toEqual([{ session_id: 5 }]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('logs out everywhere after asking, and ends the session here too', async () => {
    serveSessions([session('7', { current: true })]);
    const ended = recordPosts('/sessions/revokeAll', () =>
      HttpResponse.json({ status: 'success', data: { ended_sessions: 3 } }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/settings/profile');
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out everywhere?' });
    expect(dialog).toHaveTextContent('this one too');
    expect(ended).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession()).toBeNull();
    expect(await screen.findByText('Logged out everywhere: 3 sessions ended.')).toBeInTheDocument();
  });

  it('shows the password rules while typing and the service’s refusal of a wrong current password', async () => {
    serveSessions([session('7', { current: true })]);
    const tried = recordPosts<AccountChangePasswordData['body']>('/account/changePassword', () =>
      HttpResponse.json(errorBody('wrong_password', 'current_password: that is not your current password.'), {
        status: 400,
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings/profile');
    expect(await screen.findByText(/logs you out on every other device/)).toBeInTheDocument();
    const next = screen.getByLabelText('New password');
    await user.type(next, 'short');
    expect(screen.getByText('At least 10 characters')).toHaveTextContent('(not met yet)');
    await user.type(next, ' but long now');
    expect(screen.getByText('At least 10 characters')).toHaveTextContent('(met)');

    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('current_password: that is not your current password.')).toBeInTheDocument();
    expect(tried).toEqual([{ current_password: 'wrong-one', new_password: 'short but long now' }]);
  });

  it('keeps the color scheme chosen in this browser, and follows the system again when asked', async () => {
    serveSessions([session('7', { current: true })]);
    const user = userEvent.setup();
    renderApp('/settings/profile');
    const scheme = await screen.findByRole('group', { name: 'Color scheme' });
    expect(within(scheme).getByRole('radio', { name: 'As the system' })).toBeChecked();
    await user.click(within(scheme).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('social-desk.theme')).toBe('dark');
    // The shell's switch shows the same.
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(scheme).getByRole('radio', { name: 'As the system' }));
    expect(window.localStorage.getItem('social-desk.theme')).toBeNull();
    // jsdom's system is light.
    expect(document.documentElement.dataset.theme).toBe('light');
    setThemeChoice('system');
  });
});
