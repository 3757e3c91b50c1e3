import { forbidden } from '../../domain/errors.ts';
import type { AuthContext } from './auth-context.ts';

/** Who may do what in a workspace: owners and admins manage it; collaborators write, and may wait for approval. */

/** Owners and admins only: `what` finishes the sentence a collaborator is refused with. */
export function requireManager(auth: AuthContext, what: string): void {
  if (auth.role === 'collaborator') throw forbidden(`Only owners and admins can ${what}.`);
}

/** A collaborator's posts wait for approval, whatever they asked for. */
export const needsApproval = (auth: AuthContext) => auth.role === 'collaborator' && auth.approvalRequired;
