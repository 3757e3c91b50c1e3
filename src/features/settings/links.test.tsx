import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UtmSetting, WorkspaceUpdateUtmData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, recordPosts, server } from '../../testing/server';
import { signedInAs } from './test-support';

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
    const user = userEvent.setup();
    renderApp('/settings/links');
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

  it('show a collaborator the setting without a way to change it', async () => {
    signedInAs('collaborator');
    serveUtm({ enabled: 1, campaign: 'spring' });
    renderApp('/settings/links');
    const on = await screen.findByRole('checkbox', { name: 'Add UTM parameters to links' });
    expect(on).toBeChecked();
    expect(on).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Default campaign/ })).toHaveAttribute('readonly');
    expect(screen.getByText('Owners and admins change these settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Settings' })).getByRole('link', { name: 'Links' }),
    ).toBeInTheDocument();
  });
});
