import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SandboxChannel } from '../../api/generated/types.gen';
import { outboxResponse } from '../../testing/outbox-fixtures';
import { renderApp } from '../../testing/render-app';
import { accountAs, API, errorBody, server } from '../../testing/server';

const setting = (changes: Partial<SandboxChannel> = {}): SandboxChannel => ({
  channel_id: '11',
  behaviour: 'publish',
  failure_reason: null,
  publications: 3,
  latency_ms: 0,
  latency_jitter_ms: 0,
  practice_traffic: 0,
  ...changes,
});

function serveSandbox(initial: SandboxChannel) {
  let current = initial;
  const calls: unknown[] = [];
  server.use(
    http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('11', []))),
    http.get(`${API}/sandbox/get`, () => HttpResponse.json({ status: 'success', data: [current] })),
    http.post(`${API}/sandbox/update`, async ({ request }) => {
      const body = (await request.json()) as {
        behaviour: SandboxChannel['behaviour'];
        reason?: string;
        latency_ms: number;
        latency_jitter_ms: number;
        practice_traffic?: 0 | 1;
      };
      calls.push(body);
      current = {
        ...current,
        behaviour: body.behaviour,
        latency_ms: body.latency_ms,
        latency_jitter_ms: body.latency_jitter_ms,
        practice_traffic: body.practice_traffic ?? current.practice_traffic,
        failure_reason: body.behaviour === 'fail' ? (body.reason ?? 'Refused.') : null,
      };
      return HttpResponse.json({ status: 'success', data: current });
    }),
  );
  return calls;
}

describe('the sandbox network settings on an outbox page', () => {
  it('shows how the channel answers and how many publications it had', async () => {
    serveSandbox(setting());
    renderApp('/outbox/11');
    expect(await screen.findByRole('radio', { name: 'Publish normally' })).toBeChecked();
    expect(screen.getByText('3 publications on this channel so far.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save sandbox setting' })).toBeDisabled();
  });

  it('makes the channel refuse posts with the reason written, and says so', async () => {
    const calls = serveSandbox(setting());
    const user = userEvent.setup();
    renderApp('/outbox/11');
    await user.click(await screen.findByRole('radio', { name: 'Refuse posts' }));
    await user.type(screen.getByRole('textbox', { name: /The network’s reason/ }), 'X is down.');
    await user.click(screen.getByRole('button', { name: 'Save sandbox setting' }));
    expect(await screen.findByText('Sandbox saved: this channel will refuse posts.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        channel_id: 11,
        behaviour: 'fail',
        reason: 'X is down.',
        latency_ms: 0,
        latency_jitter_ms: 0,
        practice_traffic: 0,
      },
    ]);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Refuse posts' })).toBeChecked());
    expect(screen.getByRole('textbox', { name: /The network’s reason/ })).toHaveValue('X is down.');
  });

  it('makes the channel take its time to answer, as a real network does', async () => {
    const calls = serveSandbox(setting());
    const user = userEvent.setup();
    renderApp('/outbox/11');
    const latency = await screen.findByRole('spinbutton', { name: 'Milliseconds' });
    await user.clear(latency);
    await user.type(latency, '300');
    const jitter = screen.getByRole('spinbutton', { name: 'Plus, at random, up to (ms)' });
    await user.clear(jitter);
    await user.type(jitter, '200');
    await user.click(screen.getByRole('button', { name: 'Save sandbox setting' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { channel_id: 11, behaviour: 'publish', latency_ms: 300, latency_jitter_ms: 200, practice_traffic: 0 },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Milliseconds' })).toHaveValue(300));
  });

  it('asks the simulator for practice traffic on a channel that has none, and shows it on', async () => {
    const calls = serveSandbox(setting());
    const user = userEvent.setup();
    renderApp('/outbox/11');
    const practice = await screen.findByRole('checkbox', { name: 'Bring practice traffic' });
    expect(practice).not.toBeChecked();
    expect(practice).toHaveAccessibleDescription(/made-up people comment on, mention or message this channel/);
    await user.click(practice);
    await user.click(screen.getByRole('button', { name: 'Save sandbox setting' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { channel_id: 11, behaviour: 'publish', latency_ms: 0, latency_jitter_ms: 0, practice_traffic: 1 },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save sandbox setting' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'Bring practice traffic' })).toBeChecked();
  });

  it('shows the service’s reason when it refuses, and keeps the choice', async () => {
    serveSandbox(setting({ behaviour: 'fail', failure_reason: 'Nope.' }));
    server.use(
      http.post(`${API}/sandbox/update`, () =>
        HttpResponse.json(errorBody('forbidden', 'Only owners and admins can change this.'), { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/outbox/11');
    await user.click(await screen.findByRole('radio', { name: 'Never answer' }));
    await user.click(screen.getByRole('button', { name: 'Save sandbox setting' }));
    expect(await screen.findByText('Only owners and admins can change this.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Never answer' })).toBeChecked();
  });

  it('is not offered to collaborators', async () => {
    serveSandbox(setting());
    server.use(accountAs({ role: 'collaborator' }));
    renderApp('/outbox/11');
    expect(await screen.findByRole('heading', { name: /Outbox/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sandbox network' })).not.toBeInTheDocument();
  });
});
