import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings, NotificationsUpdateSettingsData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, errorBody, notificationSettings, recordPosts, server } from '../../testing/server';

type Change = NotificationsUpdateSettingsData['body'];

/** The service as it keeps the settings: each change merged into them, the whole answered. */
function keepSettings(start: NotificationSettings = notificationSettings.data) {
  let kept = structuredClone(start);
  server.use(http.get(`${API}/notifications/settings`, () => HttpResponse.json({ status: 'success', data: kept })));
  return recordPosts<Change>('/notifications/settings', (change) => {
    kept = {
      ...kept,
      kinds: kept.kinds.map((k) => (k.kind === change.kind && change.email ? { ...k, email: change.email } : k)),
      digest_hour: change.digest_hour ?? kept.digest_hour,
    };
    return HttpResponse.json({ status: 'success', data: kept });
  });
}

const serveSessions = () =>
  server.use(http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: [] })));

describe('Profile’s email notifications', () => {
  it('shows each kind’s choice and saves a change at once', async () => {
    serveSessions();
    const saved = keepSettings();
    const user = userEvent.setup();
    renderApp('/settings/profile');
    const section = await screen.findByRole('region', { name: 'Email notifications' });
    const failures = within(section).getByRole('combobox', { name: 'Posts that failed to go out' });
    expect(failures).toHaveValue('now');
    expect(within(section).getByRole('combobox', { name: 'Mentions in notes' })).toHaveValue('digest');
    expect(within(failures).getByRole('option', { name: 'At once (default)' })).toBeInTheDocument();

    await user.selectOptions(failures, 'Daily digest');
    await waitFor(() => expect(saved).toEqual([{ kind: 'post_failed', email: 'digest' }]));
    expect(await screen.findByText('Email notifications saved.')).toBeInTheDocument();
    expect(failures).toHaveValue('digest');

    const hour = within(section).getByRole('combobox', { name: 'Daily digest at' });
    expect(hour).toHaveValue('8');
    await user.selectOptions(hour, '18:00');
    await waitFor(() => expect(saved.at(-1)).toEqual({ digest_hour: 18 }));
    expect(hour).toHaveValue('18');
  });

  it('says when the service sends no email, and keeps the choices', async () => {
    serveSessions();
    keepSettings({ ...notificationSettings.data, email_enabled: 0 });
    renderApp('/settings/profile');
    expect(await screen.findByText(/This service sends no email yet/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Posts waiting for your approval' })).toHaveValue('now');
  });

  it('tells a refusal and shows the choice as the service kept it', async () => {
    serveSessions();
    server.use(
      http.post(`${API}/notifications/settings`, () =>
        HttpResponse.json(errorBody('invalid_parameter', 'Choose off, now or digest.'), { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/settings/profile');
    const mentions = await screen.findByRole('combobox', { name: 'Mentions in notes' });
    await user.selectOptions(mentions, 'Off');
    expect(await screen.findByText(/Choose off, now or digest/)).toBeInTheDocument();
    expect(mentions).toHaveValue('digest');
  });
});
