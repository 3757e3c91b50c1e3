import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  ApprovalStep,
  ApprovalSteps,
  WorkspaceSettings,
  WorkspaceUpdateApprovalStepsData,
} from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, errorBody, recordPosts, server } from '../../testing/server';
import { member, oneStep, serveApprovalSteps } from './test-support';

type Body = WorkspaceUpdateApprovalStepsData['body'];

const settings: WorkspaceSettings = {
  workspace_id: '1',
  name: 'Northwind Coffee',
  timezone: 'America/New_York',
  approval_required: true,
  default_schedule: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  clock: '24h',
  logo: '',
  logo_media_id: '',
};

const maya = member('1', 'Maya Chen', 'owner');
const rae = member('4', 'Rae Reviewer', 'admin');
const sam = member('2', 'Sam Lee', 'collaborator');
const bea = member('7', 'Bea Buyer', 'client');

const step = (position: number, who: ApprovalStep['who'], deciders: string, user_id = ''): ApprovalStep => ({
  position,
  who,
  user_id,
  deciders,
  decider_ids: '1',
});

const threeSteps: ApprovalSteps = {
  approval_required: true,
  steps: [
    step(1, 'owners_admins', 'owners and admins'),
    step(2, 'member', 'Rae Reviewer', '4'),
    step(3, 'client', 'the client'),
  ],
};

/** The service as far as the form needs it: the steps it was given back, as it words them. */
function serveSteps(initial: ApprovalSteps) {
  server.use(http.get(`${API}/workspace/get`, () => HttpResponse.json({ status: 'success', data: settings })));
  serveApprovalSteps(initial, [maya, rae, sam, bea]);
  let current = initial;
  server.use(http.get(`${API}/workspace/approvalSteps`, () => HttpResponse.json({ status: 'success', data: current })));
  return recordPosts<Body>('/workspace/approvalSteps', (body) => {
    const words = { owners_admins: 'owners and admins', member: 'Rae Reviewer', client: 'the client' };
    const steps = ([body.step_1, body.step_2, body.step_3] as const)
      .filter((who) => who !== undefined)
      .map((who, i) => step(i + 1, who, words[who], who === 'member' ? '4' : ''));
    current = { approval_required: true, steps };
    return HttpResponse.json({ status: 'success', data: current });
  });
}

const whoDecides = (n: number) => screen.getByRole('combobox', { name: `Step ${n}: who decides` });

describe('the approval steps in the Workspace settings', () => {
  it('adds a named member’s step and the client’s, then saves them in order', async () => {
    const saved = serveSteps(oneStep);
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    expect(await screen.findByRole('combobox', { name: 'Step 1: who decides' })).toHaveValue('owners_admins');
    expect(whoDecides(1)).toHaveAccessibleDescription('Decided now by owners and admins.');
    expect(screen.queryByRole('button', { name: /Remove step/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    await user.selectOptions(whoDecides(2), 'A named member');
    const member2 = screen.getByRole('combobox', { name: 'Step 2: member' });
    // A client decides only the client's step: the service refuses one named.
    expect(screen.queryByRole('option', { name: 'Bea Buyer (Client)' })).not.toBeInTheDocument();
    await user.selectOptions(member2, 'Rae Reviewer (Admin)');
    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    await user.selectOptions(whoDecides(3), 'The client');
    expect(screen.getByRole('button', { name: 'Add a step' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save approval steps' }));
    expect(await screen.findByText('Approval saved: 3 steps.')).toBeInTheDocument();
    expect(saved).toEqual([{ step_1: 'owners_admins', step_2: 'member', step_2_user_id: 4, step_3: 'client' }]);
    expect(whoDecides(2)).toHaveAccessibleDescription('Decided now by Rae Reviewer.');
  });

  it('asks for the member of a member step before sending anything', async () => {
    const saved = serveSteps(oneStep);
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    await user.click(await screen.findByRole('button', { name: 'Add a step' }));
    await user.selectOptions(whoDecides(2), 'A named member');
    await user.click(screen.getByRole('button', { name: 'Save approval steps' }));
    const field = screen.getByRole('combobox', { name: 'Step 2: member' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Choose who decides step 2.');
    expect(field).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('shows the service’s refusal at the step it names, and clears it when that step changes', async () => {
    serveSteps(oneStep);
    recordPosts<Body>('/workspace/approvalSteps', () =>
      HttpResponse.json(
        { ...errorBody('invalid_parameter', 'Sam Lee is not a member of this workspace.'), field: 'step_2_user_id' },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    await user.click(await screen.findByRole('button', { name: 'Add a step' }));
    await user.selectOptions(whoDecides(2), 'A named member');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Step 2: member' }), 'Sam Lee (Collaborator)');
    await user.click(screen.getByRole('button', { name: 'Save approval steps' }));
    const field = screen.getByRole('combobox', { name: 'Step 2: member' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Sam Lee is not a member of this workspace.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(field, 'Rae Reviewer (Admin)');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('says where posts waiting at a removed step go, then saves the shorter list', async () => {
    const saved = serveSteps(threeSteps);
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    await user.click(await screen.findByRole('button', { name: 'Remove step 3' }));
    expect(
      screen.getByText('Posts waiting at step 3 will wait at step 2 once you save, for its decision again.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(
      screen.getByText('Posts waiting at steps 2 and 3 will wait at step 1 once you save, for its decision again.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    await user.selectOptions(whoDecides(2), 'The client');
    await user.click(screen.getByRole('button', { name: 'Save approval steps' }));
    expect(await screen.findByText('Approval saved: 2 steps.')).toBeInTheDocument();
    expect(saved).toEqual([{ step_1: 'owners_admins', step_2: 'client' }]);
    expect(screen.queryByText(/will wait at step/)).not.toBeInTheDocument();
  });

  it('says the steps wait for approval to be turned on', async () => {
    serveSteps({ ...oneStep, approval_required: false });
    renderApp('/settings/workspace');
    expect(
      await screen.findByText(
        'Approval is off, so collaborators’ posts wait at no step. The steps are kept for when it is turned on.',
      ),
    ).toBeInTheDocument();
  });
});
