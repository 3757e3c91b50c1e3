import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InboxRouting, InboxRoutingUpdateData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, errorBody, recordPosts, server } from '../../testing/server';
import { member, signedInAs } from './test-support';

const off: InboxRouting = { enabled: 0, channel_ids: '', member_ids: '', next_member_id: '0' };

function serveRouting(initial: InboxRouting) {
  let routing = initial;
  server.use(
    http.get(`${API}/inbox/routing`, () => HttpResponse.json({ status: 'success', data: routing })),
    http.get(`${API}/members/list`, () =>
      HttpResponse.json({
        status: 'success',
        data: [
          member('1', 'Maya Chen', 'owner'),
          member('2', 'Ben Ortiz', 'admin'),
          member('3', 'Sam Lee', 'collaborator'),
        ],
      }),
    ),
  );
  return { set: (next: InboxRouting) => (routing = next) };
}

const summary = () => screen.getByText(/^(New conversations|Round-robin is off|Choose at least)/);

describe('the Assignment settings', () => {
  it('turns round-robin on for chosen channels and members, saying what will happen', async () => {
    const routing = serveRouting(off);
    const saved = recordPosts<InboxRoutingUpdateData['body']>('/inbox/routing', (body) => {
      const now = { ...off, ...body, next_member_id: '1' } as InboxRouting;
      routing.set(now);
      return HttpResponse.json({ status: 'success', data: now });
    });
    const user = userEvent.setup();
    renderApp('/settings/assignment');
    expect(
      await screen.findByText('Round-robin is off: new conversations arrive unassigned, for anyone to take.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Assign new conversations in turn' }));
    expect(summary()).toHaveTextContent('Choose at least one channel for round-robin to assign anything.');
    await user.click(screen.getByRole('checkbox', { name: /Northwind Coffee/ }));
    await user.click(screen.getByRole('checkbox', { name: /Northwind Cafe/ }));
    await user.click(screen.getByRole('checkbox', { name: /Maya Chen/ }));
    await user.click(screen.getByRole('checkbox', { name: /Ben Ortiz/ }));
    expect(summary()).toHaveTextContent(
      'New conversations on Northwind Coffee (X) and Northwind Cafe (Instagram) go to Maya Chen, then Ben Ortiz, in turn.',
    );
    expect(screen.getByText('Not saved yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save round-robin' }));
    expect(await screen.findByText('Round-robin saved: new conversations are assigned in turn.')).toBeInTheDocument();
    expect(saved).toEqual([{ enabled: 1, channel_ids: '11_15', member_ids: '1_2' }]);
    expect(await screen.findByText('Next up: Maya Chen.')).toBeInTheDocument();
    expect(screen.queryByText('Not saved yet.')).not.toBeInTheDocument();
  });

  it('reorders the turns by keyboard, the focus staying with the member moved', async () => {
    serveRouting({ enabled: 1, channel_ids: '11', member_ids: '1_2', next_member_id: '1' });
    const saved = recordPosts<InboxRoutingUpdateData['body']>('/inbox/routing', (body) =>
      HttpResponse.json({
        status: 'success',
        data: { enabled: 1, channel_ids: '11', member_ids: '2_1', next_member_id: '1', ...body },
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings/assignment');
    (await screen.findByRole('button', { name: 'Move Ben Ortiz up' })).focus();
    await user.keyboard('{Enter}');
    // At the top his Up button is disabled: Down has the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Ben Ortiz down' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Move Ben Ortiz up' })).toBeDisabled();
    expect(summary()).toHaveTextContent(
      'New conversations on Northwind Coffee (X) go to Ben Ortiz, then Maya Chen, in turn.',
    );
    await user.click(screen.getByRole('button', { name: 'Save round-robin' }));
    await waitFor(() => expect(saved).toEqual([{ enabled: 1, channel_ids: '11', member_ids: '2_1' }]));
  });

  it('shows the saved setting, and turns it off keeping the choices', async () => {
    serveRouting({ enabled: 1, channel_ids: '15', member_ids: '3_1', next_member_id: '1' });
    const saved = recordPosts<InboxRoutingUpdateData['body']>('/inbox/routing', (body) =>
      HttpResponse.json({
        status: 'success',
        data: { enabled: 0, channel_ids: '15', member_ids: '3_1', next_member_id: '1', ...body },
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings/assignment');
    expect(
      await screen.findByText(
        'New conversations on Northwind Cafe (Instagram) go to Sam Lee, then Maya Chen, in turn.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Next up: Maya Chen.')).toBeInTheDocument();
    const members = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('checkbox');
    expect(members.map((box) => [box.closest('li')!.textContent, (box as HTMLInputElement).checked])).toEqual([
      [expect.stringMatching(/^Sam Lee.*1st/), true],
      [expect.stringMatching(/^Maya Chen.*2nd/), true],
      [expect.stringMatching(/^Ben Ortiz/), false],
    ]);

    await user.click(screen.getByRole('button', { name: 'Save round-robin' }));
    expect(screen.getByText('Nothing changed: there is nothing to save.')).toHaveAttribute('role', 'status');
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Assign new conversations in turn' }));
    // Changed since: the form no longer says nothing changed, only that it is not saved yet.
    expect(screen.queryByText('Nothing changed: there is nothing to save.')).not.toBeInTheDocument();
    expect(screen.getByText('Not saved yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save round-robin' }));
    expect(await screen.findByText('Round-robin saved: it is off.')).toBeInTheDocument();
    expect(saved).toEqual([{ enabled: 0, channel_ids: '15', member_ids: '3_1' }]);
  });

  it('shows the service’s refusal beside the choice it concerns', async () => {
    serveRouting(off);
    recordPosts('/inbox/routing', () =>
      HttpResponse.json(
        { ...errorBody('not_found', 'There is no member 3 in this workspace.'), field: 'member_ids' },
        { status: 404 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/settings/assignment');
    await user.click(await screen.findByRole('checkbox', { name: /Sam Lee/ }));
    await user.click(screen.getByRole('button', { name: 'Save round-robin' }));
    const members = screen.getByRole('group', { name: 'Members, in turn' });
    await waitFor(() => expect(members).toHaveAccessibleDescription('There is no member 3 in this workspace.'));
  });

  it('shows a refusal of the whole setting above the save button', async () => {
    serveRouting(off);
    recordPosts('/inbox/routing', () =>
      HttpResponse.json(
        {
          ...errorBody(
            'invalid_parameter',
            'Choose at least one channel and one member before turning round-robin on.',
          ),
          field: 'enabled',
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/settings/assignment');
    await user.click(await screen.findByRole('switch', { name: 'Assign new conversations in turn' }));
    await user.click(screen.getByRole('button', { name: 'Save round-robin' }));
    // Told once, in the form (not in a toast as well).
    expect(
      await screen.findByText('Choose at least one channel and one member before turning round-robin on.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('is not offered to a collaborator, who lands on their profile', async () => {
    signedInAs('collaborator');
    server.use(http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: [] })));
    const { router } = renderApp('/settings/assignment');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).queryByRole('link', { name: 'Assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Assign new conversations in turn' })).not.toBeInTheDocument();
  });
});
