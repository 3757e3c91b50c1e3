import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, server } from '../../testing/server';

const event = (id: number, action: string, target: string, details: AuditEvent['details'] = {}): AuditEvent => ({
  event_id: String(id),
  at: '2026-06-01 09:30:00',
  actor: 'Maya Chen',
  action,
  target,
  details,
  subjects: [],
});

describe('the Audit log', () => {
  it('lists events in words, newest first, and loads the next page before the last one seen', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${API}/audit/list`, ({ request }) => {
        const before = new URL(request.url).searchParams.get('before_id');
        asked.push(before);
        return HttpResponse.json({
          status: 'success',
          data: before
            ? {
                events: [event(1, 'workspace.created', 'Northwind Coffee', { timezone: 'America/New_York' })],
                more: false,
              }
            : {
                events: [
                  event(3, 'member.role_changed', 'Sam Lee', { from: 'collaborator', to: 'admin' }),
                  event(2, 'app.created', 'Reporting', { client_id: 'app_1', public: false }),
                ],
                more: true,
              },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings/audit');
    const table = await screen.findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()[0]).toHaveTextContent('Changed a member’s role');
    expect(rows()[0]).toHaveTextContent('from Collaborator to Admin');
    expect(rows()[1]).toHaveTextContent('Registered an API application');
    expect(rows()[1]).toHaveTextContent('client id: app_1');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Created the workspace')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(asked).toEqual([null, '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
