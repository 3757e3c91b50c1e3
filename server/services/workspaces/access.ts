import type { Role } from '../../db/schema.ts';
import { forbidden } from '../../domain/errors.ts';
import type { AuthContext } from './auth-context.ts';

/** Who may do what in a workspace: owners and admins manage it; collaborators write, and may wait for approval. */

/** The roles that manage a workspace: they approve posts and manage its channels (and are told what concerns that). */
export const MANAGER_ROLES: readonly Role[] = ['owner', 'admin'];

/** Owners and admins only: `what` finishes the sentence a collaborator is refused with. */
export function requireManager(auth: AuthContext, what: string): void {
  if (!MANAGER_ROLES.includes(auth.role)) throw forbidden(`Only owners and admins can ${what}.`);
}

/** A collaborator's posts wait for approval, whatever they asked for. */
export const needsApproval = (auth: AuthContext) => auth.role === 'collaborator' && auth.approvalRequired;
