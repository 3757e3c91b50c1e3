import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WorkspaceSettings, WorkspaceUpdateData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, recordPosts, server } from '../../testing/server';
import { serveApprovalSteps } from './test-support';

const settings: WorkspaceSettings = {
  workspace_id: '1',
  name: 'Northwind Coffee',
  timezone: 'America/New_York',
  approval_required: false,
  default_schedule: {
    mon: ['09:00', '13:00'],
    tue: ['09:00'],
    wed: ['09:00'],
    thu: ['09:00'],
    fri: ['09:00'],
    sat: [],
    sun: [],
  },
  clock: '24h',
  logo: '',
  logo_media_id: '',
};

function serveWorkspace(initial = settings) {
  let current = initial;
  serveApprovalSteps();
  server.use(http.get(`${API}/workspace/get`, () => HttpResponse.json({ status: 'success', data: current })));
  return recordPosts<WorkspaceUpdateData['body']>('/workspace/update', (body) => {
    current = {
      ...current,
      ...(body.timezone ? { timezone: body.timezone } : {}),
      ...(body.approval_required !== undefined ? { approval_required: body.approval_required === 1 } : {}),
      ...(body.clock ? { clock: body.clock } : {}),
    };
    return HttpResponse.json({ status: 'success', data: { ...current, requeued_posts: body.timezone ? 3 : 0 } });
  });
}

async function pickZone(user: ReturnType<typeof userEvent.setup>, search: string, zone: string) {
  const field = await screen.findByRole('combobox', { name: 'Time zone' });
  await user.clear(field);
  await user.type(field, search);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${zone}`) }));
  expect(field).toHaveValue(zone);
}

describe('the Workspace settings', () => {
  it('asks before a time zone change, explaining what happens to queued and pinned posts, then says what moved', async () => {
    const saved = serveWorkspace();
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    await pickZone(user, 'united kingdom', 'Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save workspace settings' }));

    const dialog = screen.getByRole('dialog', { name: 'Change the time zone to Europe/London?' });
    expect(dialog).toHaveTextContent('Queued posts keep their local slot times');
    expect(dialog).toHaveTextContent('A post queued for 09:00 in America/New_York goes out at 09:00 in Europe/London');
    expect(dialog).toHaveTextContent('Posts pinned to a custom time keep their exact instant');
    expect(saved).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Change time zone and save' }));
    expect(await screen.findByText('Workspace saved. 3 queued posts re-timed to Europe/London.')).toBeInTheDocument();
    expect(saved).toEqual([{ timezone: 'Europe/London' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves nothing when the person keeps the old zone', async () => {
    const saved = serveWorkspace();
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    await pickZone(user, 'tokyo', 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save workspace settings' }));
    await user.click(screen.getByRole('button', { name: 'Keep the old zone' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('saves the approval rule and the default schedule without asking, sending only what changed', async () => {
    const saved = serveWorkspace();
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    await user.click(await screen.findByRole('switch', { name: 'Collaborators’ posts need approval' }));
    const saturday = screen.getByRole('textbox', { name: 'Saturday' });
    await user.type(saturday, '10:30, 9:00');
    await user.click(screen.getByRole('button', { name: 'Save workspace settings' }));
    expect(await screen.findByText('Workspace saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ approval_required: 1, sat: '09:00_10:30' }]);
  });

  it('says which day has a time it cannot read', async () => {
    const saved = serveWorkspace();
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    await user.type(await screen.findByRole('textbox', { name: 'Sunday' }), '25:00');
    await user.click(screen.getByRole('button', { name: 'Save workspace settings' }));
    expect(screen.getByRole('textbox', { name: 'Sunday' })).toHaveAccessibleDescription(
      'Write times as 09:00 or 13:30, with a comma between them',
    );
    expect(saved).toEqual([]);
  });

  it('chooses the 12-hour clock, writing the default schedule on it at once', async () => {
    const saved = serveWorkspace();
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    const monday = await screen.findByRole('textbox', { name: 'Monday' });
    expect(monday).toHaveValue('09:00, 13:00');
    expect(screen.getByRole('radio', { name: /24-hour/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /12-hour/ }));
    expect(monday).toHaveValue('9:00 AM, 1:00 PM');
    await user.type(screen.getByRole('textbox', { name: 'Sunday' }), '5:30 pm, 11am');
    await user.click(screen.getByRole('button', { name: 'Save workspace settings' }));
    expect(await screen.findByText('Workspace saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ clock: '12h', sun: '11:00_17:30' }]);
  });

  it('shows a 12-hour workspace’s schedule on its clock, and still reads 24-hour times', async () => {
    serveWorkspace({ ...settings, clock: '12h' });
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    expect(await screen.findByRole('textbox', { name: 'Monday' })).toHaveValue('9:00 AM, 1:00 PM');
    expect(screen.getByRole('radio', { name: /12-hour/ })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Sunday' }), '25:00');
    await user.click(screen.getByRole('button', { name: 'Save workspace settings' }));
    expect(screen.getByRole('textbox', { name: 'Sunday' })).toHaveAccessibleDescription(
      'Write times as 9:00 AM or 1:30 PM, with a comma between them',
    );
  });
});
