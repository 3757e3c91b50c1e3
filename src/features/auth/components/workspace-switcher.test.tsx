import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WorkspacesListResponse } from '../../../api/generated/types.gen';
import { readSession } from '../../../lib/auth/session';
import { renderApp } from '../../../testing/render-app';
import { account, API, recordPosts, server } from '../../../testing/server';

const twoWorkspaces = (canCreate = false): WorkspacesListResponse => ({
  status: 'success',
  data: {
    workspaces: [
      { workspace_id: '1', name: 'Northwind Coffee', role: 'owner', current: true },
      { workspace_id: '2', name: 'Harbor Books', role: 'admin', current: false },
    ],
    can_create: canCreate,
  },
});

describe('the workspace switcher in the account menu', () => {
  it('shows the workspace as plain text when there is nowhere else to go', async () => {
    renderApp('/inbox');
    expect(await screen.findByText('Northwind Coffee', { selector: 'header p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Workspace:/ })).not.toBeInTheDocument();
  });

  it('switches: trades the token, stores the new one as the session and reloads everything as the other workspace', async () => {
    server.use(http.get(`${API}/workspaces/list`, () => HttpResponse.json(twoWorkspaces())));
    const authorizations: (string | null)[] = [];
    const switched = recordPosts<{ workspace_id: number }>('/oauth/switchWorkspace', () => {
      // From now on the service answers as Harbor Books, to the new token only.
      server.use(
        http.get(`${API}/account/get`, ({ request }) => {
          authorizations.push(request.headers.get('authorization'));
          return HttpResponse.json({
            ...account,
            data: {
              ...account.data,
              workspace: { workspace_id: '2', name: 'Harbor Books', timezone: 'Europe/London' },
            },
          });
        }),
      );
      return HttpResponse.json({
        status: 'success',
        access_token: 'harbor-token',
        token_type: 'Bearer',
        expires_in: 3600,
      });
    });
    const user = userEvent.setup();
    const { router } = renderApp('/drafts');
    await user.click(await screen.findByRole('button', { name: 'Workspace: Northwind Coffee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Workspaces' });
    expect(within(dialog).getByText('Current')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Harbor Books' }));

    await waitFor(() => expect(readSession()?.token).toBe('harbor-token'));
    expect(switched).toEqual([{ workspace_id: 2 }]);
    expect(await screen.findByText('Switched to Harbor Books.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Workspace: Harbor Books' })).toBeInTheDocument();
    expect(authorizations.at(-1)).toBe('Bearer harbor-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates a workspace where sign-up is open, then offers to switch to it', async () => {
    server.use(http.get(`${API}/workspaces/list`, () => HttpResponse.json(twoWorkspaces(true))));
    const created = recordPosts<{ name: string; timezone: string }>('/workspaces/create', (body) =>
      HttpResponse.json({
        status: 'success',
        data: { workspace_id: '3', name: body.name, role: 'owner', current: false },
      }),
    );
    const switched = recordPosts<{ workspace_id: number }>('/oauth/switchWorkspace', () =>
      HttpResponse.json({ status: 'success', access_token: 'lakeside-token', token_type: 'Bearer', expires_in: 3600 }),
    );
    const user = userEvent.setup();
    renderApp('/inbox');
    await user.click(await screen.findByRole('button', { name: 'Workspace: Northwind Coffee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Workspaces' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Workspace name' }), 'Lakeside');

    // The same time zone field as the first start's and Settings': a city typed in full is the choice.
    const zone = within(dialog).getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Paris');
    expect(zone).toHaveAccessibleDescription(/Europe\/Paris: Paris, France/);

    await user.click(within(dialog).getByRole('button', { name: 'Create workspace' }));

    expect(await within(dialog).findByText('Lakeside is ready, and you are its owner.')).toBeInTheDocument();
    expect(created).toEqual([{ name: 'Lakeside', timezone: 'Europe/Paris' }]);
    expect(switched).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Lakeside now' }));
    await waitFor(() => expect(readSession()?.token).toBe('lakeside-token'));
    expect(switched).toEqual([{ workspace_id: 3 }]);
  });
});
