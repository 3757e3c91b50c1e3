import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Application, AppsCreateData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, recordPosts, server } from '../../testing/server';
import { application } from './test-support';

function serveApps(initial: Application[]) {
  let apps = initial;
  server.use(http.get(`${API}/apps/list`, () => HttpResponse.json({ status: 'success', data: apps })));
  return {
    add: (app: Application) => (apps = [...apps, app]),
    remove: (clientId: string) => (apps = apps.filter((app) => app.client_id !== clientId)),
  };
}

describe('the API applications settings', () => {
  it('registers an application and shows its secret once, with a warning; closed, it is gone', async () => {
    const apps = serveApps([]);
    const created = recordPosts<AppsCreateData['body']>('/apps/create', (body) => {
      const app = application('app_1', body.name, { redirect_uris: body.redirect_uris.split(' '), active_tokens: 0 });
      apps.add(app);
      return HttpResponse.json({ status: 'success', data: { ...app, client_secret: 'cs_first_secret' } });
    });
    const user = userEvent.setup();
    renderApp('/settings/apps');
    expect(await screen.findByText(/No applications of this workspace yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /API reference/ })).toHaveAttribute('href', '/api/docs');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Reporting');
    await user.type(
      screen.getByRole('textbox', { name: 'Redirect URIs' }),
      'https://reports.example.com/cb{Enter}http://localhost:3000/cb',
    );
    await user.click(screen.getByRole('button', { name: 'Register application' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reporting is registered' });
    expect(created).toEqual([
      { name: 'Reporting', redirect_uris: 'https://reports.example.com/cb http://localhost:3000/cb', public: 0 },
    ]);
    expect(within(dialog).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Client ID' })).toHaveValue('app_1');
    expect(within(dialog).getByRole('textbox', { name: 'Client secret' })).toHaveValue('cs_first_secret');
    await user.click(within(dialog).getByRole('button', { name: 'Copy client secret' }));
    expect(await navigator.clipboard.readText()).toBe('cs_first_secret');

    await user.click(within(dialog).getByRole('button', { name: 'I have copied the secret' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('list', { name: 'Applications' })).toHaveTextContent('Reporting');
    expect(screen.queryByDisplayValue('cs_first_secret')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('cs_first_secret');
  });

  it('registers a public client without a secret', async () => {
    serveApps([]);
    const created = recordPosts<AppsCreateData['body']>('/apps/create', (body) =>
      HttpResponse.json({
        status: 'success',
        data: { ...application('app_2', body.name, { public: true }), client_secret: null },
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings/apps');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Phone app');
    await user.type(screen.getByRole('textbox', { name: 'Redirect URIs' }), 'https://app.example.com/cb');
    await user.click(screen.getByRole('checkbox', { name: 'Public client (PKCE, no secret)' }));
    await user.click(screen.getByRole('button', { name: 'Register application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Phone app is registered' });
    expect(created[0]).toMatchObject({ public: 1 });
    expect(within(dialog).queryByRole('textbox', { name: 'Client secret' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('A public client has no secret');
  });

  it('asks before rotating a secret, then shows the new one once', async () => {
    serveApps([application('app_1', 'Reporting')]);
    const rotated = recordPosts<{ client_id: string }>('/apps/rotateSecret', ({ client_id }) =>
      HttpResponse.json({ status: 'success', data: { client_id, client_secret: 'cs_rotated_secret' } }),
    );
    const user = userEvent.setup();
    renderApp('/settings/apps');
    await user.click(await screen.findByRole('button', { name: 'Rotate the secret of Reporting' }));
    const confirm = screen.getByRole('dialog', { name: 'Give Reporting a new secret?' });
    expect(confirm).toHaveTextContent('The current secret stops working at once');
    expect(rotated).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));

    const shown = await screen.findByRole('dialog', { name: 'New secret for Reporting' });
    expect(rotated).toEqual([{ client_id: 'app_1' }]);
    expect(within(shown).getByRole('textbox', { name: 'Client secret' })).toHaveValue('cs_rotated_secret');
    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent('cs_rotated_secret');
  });

  it('asks before deleting an application, saying its tokens stop at once', async () => {
    const apps = serveApps([application('app_1', 'Reporting', { active_tokens: 3 })]);
    const deleted = recordPosts<{ client_id: string }>('/apps/delete', ({ client_id }) => {
      apps.remove(client_id);
      return HttpResponse.json({ status: 'success' });
    });
    const user = userEvent.setup();
    renderApp('/settings/apps');
    await user.click(await screen.findByRole('button', { name: 'Delete Reporting' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Reporting?' });
    expect(confirm).toHaveTextContent('Its 3 active tokens stop at once');
    await user.click(within(confirm).getByRole('button', { name: 'Delete application' }));
    expect(await screen.findByText('Application deleted: its tokens stopped working.')).toBeInTheDocument();
    expect(deleted).toEqual([{ client_id: 'app_1' }]);
    expect(await screen.findByText(/No applications of this workspace yet\./)).toBeInTheDocument();
  });

  it('lists the server’s own clients apart, the demo’s marked as such, with nothing to rotate or delete', async () => {
    serveApps([
      application('app_1', 'Reporting'),
      application('demo-app', 'Demo API client', { source: 'demo', active_tokens: 1 }),
    ]);
    renderApp('/settings/apps');
    const builtIn = await screen.findByRole('list', { name: 'Clients of this server' });
    expect(builtIn).toHaveTextContent('Demo API client');
    expect(builtIn).toHaveTextContent('Demo data');
    expect(builtIn).toHaveTextContent('1 active token in this workspace');
    expect(within(builtIn).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Applications' })).not.toHaveTextContent('Demo API client');
    expect(screen.queryByRole('button', { name: 'Delete Demo API client' })).not.toBeInTheDocument();
  });
});
