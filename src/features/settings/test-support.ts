import { http, HttpResponse } from 'msw';
import type { AccountGetResponse, Application, ApprovalSteps, Invitation, Member } from '../../api/generated/types.gen';
import { account, API, server } from '../../testing/server';

export const member = (id: string, name: string, role: Member['role'], extra: Partial<Member> = {}): Member => ({
  user_id: id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@demo.test`,
  picture: '/avatars/user.svg',
  role,
  joined_at: '2026-05-01 09:00:00',
  ...extra,
});

export const invitation = (id: string, email: string, role: Invitation['role'] = 'collaborator'): Invitation => ({
  invitation_id: id,
  email,
  role,
  invited_by: 'Maya Chen',
  created_at: '2026-06-01 09:00:00',
  expires_at: '2026-06-08 09:00:00',
});

export const application = (id: string, name: string, extra: Partial<Application> = {}): Application => ({
  client_id: id,
  name,
  redirect_uris: ['https://tools.example.com/callback'],
  public: false,
  created_at: '2026-06-01 09:00:00',
  active_tokens: 2,
  source: 'workspace',
  ...extra,
});

/** The account as a person of another role sees it. */
export function signedInAs(role: Member['role']) {
  const answer: AccountGetResponse = { ...account, data: { ...account.data, user: { ...account.data.user, role } } };
  server.use(http.get(`${API}/account/get`, () => HttpResponse.json(answer)));
}

/** The one step every workspace has until it chooses others: its owners and admins. */
export const oneStep: ApprovalSteps = {
  approval_required: true,
  steps: [{ position: 1, who: 'owners_admins', user_id: '', deciders: 'owners and admins', decider_ids: '1' }],
};

/** The Workspace page's approval steps and the members a step may name. */
export function serveApprovalSteps(steps: ApprovalSteps = oneStep, members: Member[] = []) {
  server.use(
    http.get(`${API}/workspace/approvalSteps`, () => HttpResponse.json({ status: 'success', data: steps })),
    http.get(`${API}/members/list`, () => HttpResponse.json({ status: 'success', data: members })),
  );
}
