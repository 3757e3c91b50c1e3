import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GuideSteps, OnboardingUpdateData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { account, accountAs, API, draftsWithChannels, recordPosts, server } from '../../testing/server';

/** A new workspace's guide, whose steps change as the test says; answers what POST /onboarding/update asks too. */
function serveGuide(initial: Partial<GuideSteps> = {}, dismissed = false) {
  let steps: GuideSteps = { channels: false, team: false, schedule: false, first_post: false, ...initial };
  let hidden = dismissed;
  const state = () => {
    const done = Object.values(steps).filter(Boolean).length;
    return { status: 'success', data: { steps, done, total: 4, dismissed: hidden, show: !hidden && done < 4 } };
  };
  server.use(
    http.get(`${API}/onboarding/get`, () => HttpResponse.json(state())),
    http.get(`${API}/workspace/get`, () =>
      HttpResponse.json({
        status: 'success',
        data: {
          workspace_id: '1',
          name: account.data.workspace.name,
          timezone: 'Europe/London',
          approval_required: true,
          default_schedule: {
            mon: ['09:00', '17:00'],
            tue: ['09:00', '17:00'],
            wed: ['09:00', '17:00'],
            thu: ['09:00', '17:00'],
            fri: ['09:00', '17:00'],
            sat: [],
            sun: [],
          },
        },
      }),
    ),
  );
  const updates = recordPosts<OnboardingUpdateData['body']>('/onboarding/update', (body) => {
    if (body.schedule_checked) steps = { ...steps, schedule: true };
    if (body.dismissed !== undefined) hidden = body.dismissed === 1;
    return HttpResponse.json(state());
  });
  return { updates, tick: (step: keyof GuideSteps) => (steps = { ...steps, [step]: true }) };
}

/** A workspace without channels yet, as drafts/get lists them. */
const noChannels = () =>
  server.use(
    http.get(`${API}/drafts/get`, () =>
      HttpResponse.json({ ...draftsWithChannels, data: { ...draftsWithChannels.data, channels: [] } }),
    ),
  );

const step = (name: RegExp) => screen.getByRole('heading', { name }).closest('li')!;

describe('the getting-started guide', () => {
  it('is where a new workspace opens, and where its sidebar leads while steps are left', async () => {
    serveGuide({ channels: true });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: /^Get .* started$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/start');
    const link = (await screen.findAllByRole('link', { name: /Get started/ }))[0]!;
    expect(link).toHaveAccessibleName('Get started, 1 of 4 steps done');
    expect(screen.getByText('1 of 4 done')).toBeInTheDocument();
    expect(step(/Connect your accounts/)).toHaveTextContent('Done');
    expect(step(/Invite your team/)).toHaveTextContent('To do');
  });

  it('opens on the inbox once the guide is done or hidden', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(screen.queryByRole('link', { name: /Get started/ })).not.toBeInTheDocument();
  });

  it('says what each network ready on this server needs, and which are not set up', async () => {
    serveGuide();
    noChannels();
    renderApp('/start');
    const networks = await screen.findByRole('list', { name: 'Networks ready on this server' });
    expect(networks).toHaveTextContent('Bluesky: your handle and an app password.');
    expect(screen.getByText(/Not set up on this server yet: X, Facebook Page/)).toBeInTheDocument();
    // Without a channel there is nothing to post to yet, and the guide says so instead of offering the composer.
    expect(step(/Write your first post/)).toHaveTextContent('Connect an account (or a practice channel) first');
    expect(within(step(/Write your first post/)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('connects a practice channel from the guide and ticks the step off', async () => {
    const guide = serveGuide();
    noChannels();
    const connected = recordPosts<Record<string, unknown>>('/channels/connect', () => {
      guide.tick('channels');
      return HttpResponse.json({ status: 'success', data: { channel_id: '77', reconnected: false } });
    });
    const user = userEvent.setup();
    renderApp('/start');
    await user.click(await screen.findByRole('button', { name: 'Add a practice channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a channel' });
    expect(within(dialog).getByRole('radio', { name: /Sandbox/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Channel name'), 'Practice');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(step(/Connect your accounts/)).toHaveTextContent('Done'));
    expect(connected).toEqual([expect.objectContaining({ network: 'sandbox', name: 'Practice' })]);
    expect(screen.getByText('1 of 4 done')).toBeInTheDocument();
  });

  it('shows the posting times and keeps them when asked', async () => {
    const { updates } = serveGuide();
    const user = userEvent.setup();
    renderApp('/start');
    const times = await screen.findByRole('list', { name: 'Posting times' });
    expect(times).toHaveTextContent('Mon–Fri: 09:00, 17:00');
    expect(times).toHaveTextContent('Sat, Sun: no posts');
    await user.click(screen.getByRole('button', { name: 'Keep these times' }));
    await waitFor(() => expect(step(/Check the posting schedule/)).toHaveTextContent('Done'));
    expect(updates).toEqual([{ schedule_checked: 1 }]);
    expect(screen.queryByRole('button', { name: 'Keep these times' })).not.toBeInTheDocument();
  });

  it('is hidden on request, goes to the inbox, and can be shown again', async () => {
    const { updates } = serveGuide();
    const user = userEvent.setup();
    const { router } = renderApp('/start');
    await user.click(await screen.findByRole('button', { name: 'Hide this guide' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(await screen.findByText(/The guide is hidden/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Get started/ })).not.toBeInTheDocument();
    await router.navigate({ to: '/start' });
    await user.click(await screen.findByRole('button', { name: 'Show it in the sidebar again' }));
    expect((await screen.findAllByRole('link', { name: /Get started/ }))[0]).toBeInTheDocument();
    expect(updates).toEqual([{ dismissed: 1 }, { dismissed: 0 }]);
  });

  it('tells a collaborator that setting up is for owners and admins', async () => {
    serveGuide();
    server.use(accountAs({ role: 'collaborator' }));
    renderApp('/start');
    expect(await screen.findByRole('heading', { name: 'Getting started is for owners and admins' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Keep these times' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the inbox' })).toHaveAttribute('href', '/inbox');
  });
});

describe('empty pages before any channel', () => {
  it('say what comes first instead of “inbox zero”', async () => {
    noChannels();
    renderApp('/inbox');
    expect(await screen.findByRole('heading', { name: 'No channels connected yet' })).toBeInTheDocument();
    expect(screen.queryByText('Inbox zero')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Getting started guide' })).toHaveAttribute('href', '/start');
  });

  it('tell a collaborator who connects the accounts', async () => {
    noChannels();
    server.use(accountAs({ role: 'collaborator' }));
    renderApp('/outbox');
    expect(await screen.findByText(/An owner or admin of .* connects the team’s accounts/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect an account' })).not.toBeInTheDocument();
  });
});
