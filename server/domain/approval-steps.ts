/**
 * A workspace's approval steps (decision 057): who decides each, and who that is among its members now. Pure: the
 * services read the steps and the members, and ask here.
 */

export const APPROVAL_DECIDERS = ['owners_admins', 'member', 'client'] as const;
export type ApprovalDecider = (typeof APPROVAL_DECIDERS)[number];

/** A step as a workspace keeps it: who decides, and for a `member` step, whom. */
export interface ApprovalStep {
  who: ApprovalDecider;
  userId: number | null;
}

export const MAX_APPROVAL_STEPS = 3;

/** What every workspace had before steps came, and has until it chooses others: one step, its owners and admins. */
export const DEFAULT_APPROVAL_STEPS: readonly ApprovalStep[] = [{ who: 'owners_admins', userId: null }];

/** A member as the steps need them. */
export interface StepMember {
  userId: number;
  name: string;
  role: string;
}

/** Who may decide a step now, in words and ids. */
export interface Deciders {
  who: ApprovalDecider;
  /** "owners and admins", a member's name, or "the client". */
  label: string;
  userIds: number[];
}

const OWNERS_ADMINS = ['owner', 'admin'];

function ownersAndAdmins(members: readonly StepMember[], why = ''): Deciders {
  return {
    who: 'owners_admins',
    label: `owners and admins${why}`,
    userIds: members.filter((m) => OWNERS_ADMINS.includes(m.role)).map((m) => m.userId),
  };
}

/**
 * Who decides a step among the members now. A step never has nobody: a named member who left, or a client step in a
 * workspace with no client yet, is decided by the owners and admins, so that no post waits for someone who cannot
 * come (the label says why).
 */
export function decidersOf(step: ApprovalStep, members: readonly StepMember[]): Deciders {
  if (step.who === 'owners_admins') return ownersAndAdmins(members);
  if (step.who === 'member') {
    const named = members.find((m) => m.userId === step.userId && m.role !== 'client');
    if (!named) return ownersAndAdmins(members, ' (the member named left)');
    return { who: 'member', label: named.name, userIds: [named.userId] };
  }
  const clients = members.filter((m) => m.role === 'client');
  if (clients.length === 0) return ownersAndAdmins(members, ' (no client has joined)');
  return { who: 'client', label: 'the client', userIds: clients.map((m) => m.userId) };
}

/** The step a post waits at, within the steps there are now (a list shortened meanwhile ends at its last step). */
export const currentStep = (approvalStep: number | null, steps: readonly ApprovalStep[]): number | null =>
  approvalStep === null ? null : Math.min(approvalStep, steps.length);

/** A list of steps as the settings' audit entry and the decision record write it: "owners and admins, then Dana". */
export const stepsInWords = (steps: readonly ApprovalStep[], members: readonly StepMember[]) =>
  steps.map((step) => decidersOf(step, members).label).join(', then ');
