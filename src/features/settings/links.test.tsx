import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UtmSetting, WorkspaceSettings, WorkspaceUpdateUtmData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, recordPosts, server } from '../../testing/server';
import { serveApprovalSteps, signedInAs } from './test-support';

const workspace: WorkspaceSettings = {
  workspace_id: '1',
  name: 'Northwind Coffee',
  timezone: 'America/New_York',
  approval_required: false,
  default_schedule: { mon: ['09:00'], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  clock: '24h',
  logo: '',
  logo_media_id: '',
};

function serveUtm(initial: UtmSetting) {
  let setting = initial;
  server.use(http.get(`${API}/workspace/utm`, () => HttpResponse.json({ status: 'success', data: setting })));
  return recordPosts<WorkspaceUpdateUtmData['body']>('/workspace/utm', (body) => {
    setting = { enabled: body.enabled ?? setting.enabled, campaign: body.campaign ?? setting.campaign };
    return HttpResponse.json({ status: 'success', data: setting });
  });
}

describe('the Links settings', () => {
  it('let an owner turn UTM parameters on with a default campaign, showing the final link', async () => {
    const saved = serveUtm({ enabled: 0, campaign: '' });
    serveApprovalSteps();
    server.use(http.get(`${API}/workspace/get`, () => HttpResponse.json({ status: 'success', data: workspace })));
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    const on = await screen.findByRole('checkbox', { name: 'Add UTM parameters to links' });
    expect(screen.getByText('Links lead to the address as written.')).toBeInTheDocument();
    await user.click(on);
    await user.type(screen.getByRole('textbox', { name: /^Default campaign/ }), 'spring menu');
    expect(screen.getByLabelText('The final link')).toHaveTextContent(
      'https://northwind.example/menu?utm_source=x&utm_medium=social&utm_campaign=spring%20menu',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ enabled: 1, campaign: 'spring menu' }]));
    expect(await screen.findByText('Saved: new posts’ links get UTM parameters.')).toBeInTheDocument();
  });

  it('show a collaborator the setting on the Snippets page, without a way to change it', async () => {
    signedInAs('collaborator');
    serveUtm({ enabled: 1, campaign: 'spring' });
    server.use(http.get(`${API}/snippets/list`, () => HttpResponse.json({ status: 'success', data: [] })));
    renderApp('/settings/snippets');
    const on = await screen.findByRole('checkbox', { name: 'Add UTM parameters to links' });
    expect(on).toBeChecked();
    expect(on).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Default campaign/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('region', { name: 'Links' })).toHaveTextContent('Owners and admins change this.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
