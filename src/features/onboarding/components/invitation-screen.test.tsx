import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InvitationsAcceptData, InvitationsGetResponse } from '../../../api/generated/types.gen';
import { renderApp } from '../../../testing/render-app';
import { readSession } from '../../../lib/auth/session';
import { API, errorBody, server } from '../../../testing/server';

const invitation = (accountExists: boolean): InvitationsGetResponse => ({
  status: 'success',
  data: {
    workspace_name: 'Northwind Coffee',
    email: 'sam@example.test',
    role: 'collaborator',
    invited_by: 'Maya Chen',
    expires_at: '2026-07-01T08:00:00.000Z',
    account_exists: accountExists,
  },
});

/** The invitation behind token abc; the bodies POST /invitations/accept receives, answered by `answer`. */
function serveInvitation(accountExists: boolean, answer?: () => Response) {
  const calls: InvitationsAcceptData['body'][] = [];
  server.use(
    http.get(`${API}/invitations/get`, ({ request }) =>
      new URL(request.url).searchParams.get('token') === 'abc'
        ? HttpResponse.json(invitation(accountExists))
        : HttpResponse.json(errorBody('unknown_invitation', 'Unknown.'), { status: 404 }),
    ),
    http.post(`${API}/invitations/accept`, async ({ request }) => {
      calls.push((await request.json()) as InvitationsAcceptData['body']);
      return (
        answer?.() ??
        HttpResponse.json({
          status: 'success',
          data: { workspace_id: '7', workspace_name: 'Northwind Coffee', email: 'sam@example.test' },
        })
      );
    }),
  );
  return calls;
}

describe('an invitation link', () => {
  it('joins and is logged in to the workspace at once, landing in it', async () => {
    serveInvitation(false, () =>
      HttpResponse.json({
        status: 'success',
        data: { workspace_id: '7', workspace_name: 'Northwind Coffee', email: 'sam@example.test', login_code: 'c0de' },
      }),
    );
    const traded: string[] = [];
    server.use(
      http.post(`${API}/oauth/getAccessToken`, ({ request }) => {
        traded.push(new URL(request.url).searchParams.get('code')!);
        return HttpResponse.json({ access_token: 'sam-token', token_type: 'Bearer', expires_in: 3600 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/invite/abc', { loggedIn: false });
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Sam Rivera');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Join Northwind Coffee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(traded).toEqual(['c0de']);
    expect(readSession()?.token).toBe('sam-token');
  });

  it('says who invites whom, and joins with a new account', async () => {
    const calls = serveInvitation(false);
    const user = userEvent.setup();
    renderApp('/invite/abc', { loggedIn: false });
    expect(
      await screen.findByText('Maya Chen invites you to join Northwind Coffee as a collaborator.'),
    ).toBeInTheDocument();
    expect(screen.getByText('sam@example.test')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Sam Rivera');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    expect(screen.getByRole('list', { name: 'Password rules' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Northwind Coffee' }));
    expect(await screen.findByRole('heading', { name: 'You joined Northwind Coffee' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(calls).toEqual([expect.objectContaining({ token: 'abc', name: 'Sam Rivera', password: 'a long password' })]);
  });

  it('asks only the password of an existing account, and says when it is wrong', async () => {
    const message =
      'sam@example.test has an account: enter its password to join. Forgot it? Ask the operator to reset it.';
    const calls = serveInvitation(true, () => HttpResponse.json(errorBody('wrong_password', message), { status: 401 }));
    const user = userEvent.setup();
    renderApp('/invite/abc', { loggedIn: false });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Enter the password of your account sam@example.test.');
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Password rules' })).not.toBeInTheDocument();
    await user.type(password, 'not it');
    await user.click(screen.getByRole('button', { name: 'Join Northwind Coffee' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(`Enter the password of your account sam@example.test. ${message}`);
    expect(password).toHaveFocus();
    expect(calls).toEqual([expect.objectContaining({ token: 'abc', password: 'not it' })]);
    expect(calls[0]).not.toHaveProperty('name');
  });

  it('says why an expired invitation cannot be used, without the form', async () => {
    const message = 'This invitation has expired. Ask the workspace’s owner or admin for a new one.';
    server.use(
      http.get(`${API}/invitations/get`, () =>
        HttpResponse.json(errorBody('invitation_expired', message), { status: 409 }),
      ),
    );
    renderApp('/invite/abc', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says a link it does not know is not valid', async () => {
    serveInvitation(false);
    renderApp('/invite/typo', { loggedIn: false });
    expect(await screen.findByText(/This invitation link is not valid/)).toBeInTheDocument();
  });

  it('turns into the reason when the invitation ran out while the form was open', async () => {
    const message = 'This invitation was withdrawn. Ask the workspace’s owner or admin for a new one.';
    serveInvitation(true, () => HttpResponse.json(errorBody('invitation_revoked', message), { status: 409 }));
    const user = userEvent.setup();
    renderApp('/invite/abc', { loggedIn: false });
    await user.type(await screen.findByLabelText('Password'), 'whatever it is');
    await user.click(screen.getByRole('button', { name: 'Join Northwind Coffee' }));
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toHaveFocus();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
