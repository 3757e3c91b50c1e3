import type { Role } from '../../db/schema.ts';

/** Who is calling: the person, their workspace and role, and the token they call with. */
export interface AuthContext {
  tokenId: number;
  userId: number;
  userName: string;
  /** The person's picture (an https address or a path of this service; empty for none). */
  userPicture: string;
  email: string;
  role: Role;
  workspaceId: number;
  workspaceName: string;
  timezone: string;
  /** How the dashboard writes times of day in this workspace. */
  clock: '24h' | '12h';
  /** Whether collaborators' posts wait for approval in this workspace. */
  approvalRequired: boolean;
  /** The application the token was issued to (`dashboard` for the dashboard's own). */
  clientId: string;
  /** When the token stops working (an open event stream ends then). */
  expiresAt: Date;
}
