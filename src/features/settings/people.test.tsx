import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation, InvitationsCreateData, Member, MembersUpdateRoleData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { account, API, errorBody, recordPosts, server } from '../../testing/server';
import { invitation, member } from './test-support';

afterEach(() => vi.restoreAllMocks());

const LINK = 'http://localhost:8787/invite/tok_abc123';

function servePeople(members: Member[], invitations: Invitation[] = []) {
  let pending = invitations;
  server.use(
    http.get(`${API}/members/list`, () => HttpResponse.json({ status: 'success', data: members })),
    http.get(`${API}/invitations/list`, () => HttpResponse.json({ status: 'success', data: pending })),
  );
  return { invited: (more: Invitation) => (pending = [...pending, more]) };
}

const maya = member('1', 'Maya Chen', 'owner');
const sam = member('2', 'Sam Lee', 'collaborator');

describe('the People settings', () => {
  it('invites by email and role, then shows the link to copy and says it was not emailed', async () => {
    const people = servePeople([maya, sam]);
    const created = recordPosts<InvitationsCreateData['body']>('/invitations/create', (body) => {
      const made = invitation('9', body.email, body.role);
      people.invited(made);
      return HttpResponse.json({ status: 'success', data: { ...made, link: LINK, emailed: false } });
    });
    const user = userEvent.setup();
    renderApp('/settings/people');
    expect(await screen.findByText('No pending invitations. Invite someone above.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    const link = await screen.findByRole('textbox', { name: 'Invitation link' });
    expect(link).toHaveValue(LINK);
    expect(created).toEqual([{ email: 'ana@example.com', role: 'admin' }]);
    expect(screen.getByText(/It was not emailed: copy the link and send it yourself\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(screen.getByText('Copied to the clipboard.')).toBeInTheDocument();

    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByText('ana@example.com')).toBeInTheDocument();
  });

  it('selects the link for Ctrl+C where the browser refuses the clipboard', async () => {
    servePeople([maya]);
    recordPosts<InvitationsCreateData['body']>('/invitations/create', (body) =>
      HttpResponse.json({
        status: 'success',
        data: { ...invitation('9', body.email, body.role), link: LINK, emailed: true },
      }),
    );
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    renderApp('/settings/people');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation emailed to ana@example.com (Collaborator).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    const link = screen.getByRole('textbox', { name: 'Invitation link' }) as HTMLInputElement;
    expect(await screen.findByText(/the text is selected, press Ctrl\+C/)).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, LINK.length]);
  });

  it('shows the service’s refusal of a role change and puts the role back', async () => {
    servePeople([maya, sam]);
    const tried = recordPosts<MembersUpdateRoleData['body']>('/members/updateRole', () =>
      HttpResponse.json(
        errorBody(
          'last_owner',
          'A workspace always keeps an owner: make someone else an owner before taking this one’s role.',
        ),
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/settings/people');
    const role = await screen.findByRole('combobox', { name: 'Role of Maya Chen' });
    await user.selectOptions(role, 'Admin');
    await user.click(screen.getByRole('button', { name: 'Save role of Maya Chen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A workspace always keeps an owner: make someone else an owner before taking this one’s role.',
    );
    expect(tried).toEqual([{ user_id: 1, role: 'admin' }]);
    await waitFor(() => expect(role).toHaveValue('owner'));
  });

  it('lets an admin change collaborators and admins, but not owners, nor make anyone an owner', async () => {
    server.use(
      http.get(`${API}/account/get`, () =>
        HttpResponse.json({
          ...account,
          data: { ...account.data, user: { ...account.data.user, user_id: '3', role: 'admin' } },
        }),
      ),
    );
    servePeople([maya, sam, member('3', 'Ana Ruiz', 'admin')]);
    renderApp('/settings/people');
    const samsRole = await screen.findByRole('combobox', { name: 'Role of Sam Lee' });
    expect(
      within(samsRole)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Collaborator', 'Client']);
    expect(screen.queryByRole('combobox', { name: 'Role of Maya Chen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Maya Chen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Sam Lee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Role' })).queryByRole('option', { name: 'Owner' })).toBeNull();
  });

  it('offers the client role, saying in one line what a client can do, and invites one', async () => {
    servePeople([maya, sam]);
    const created = recordPosts<InvitationsCreateData['body']>('/invitations/create', (body) =>
      HttpResponse.json({
        status: 'success',
        data: { ...invitation('9', body.email, body.role), link: LINK, emailed: true },
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings/people');
    const samsRole = await screen.findByRole('combobox', { name: 'Role of Sam Lee' });
    expect(within(samsRole).getByRole('option', { name: 'Client' })).toBeInTheDocument();
    expect(screen.getByText(/Client: Sees only the posts waiting for their approval/)).toBeInTheDocument();

    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveAccessibleDescription(/^Collaborator: Writes and schedules posts/);
    await user.selectOptions(role, 'Client');
    expect(role).toHaveAccessibleDescription(
      'Client: Sees only the posts waiting for their approval (in Approvals and the calendar), approves them or sends them back, and comments; nothing else.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation emailed to buyer@example.com (Client).')).toBeInTheDocument();
    expect(created).toEqual([{ email: 'buyer@example.com', role: 'client' }]);
  });

  it('asks before removing a member, then removes them', async () => {
    servePeople([maya, sam]);
    const removed = recordPosts('/members/remove', () => HttpResponse.json({ status: 'success' }));
    const user = userEvent.setup();
    renderApp('/settings/people');
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Sam Lee?' });
    expect(dialog).toHaveTextContent('their sessions in it end');
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed: their sessions in this workspace ended.')).toBeInTheDocument();
    expect(removed).toEqual([{ user_id: 2 }]);
  });
});
