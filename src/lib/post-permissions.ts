import type { OutboxPost } from '../api/generated/types.gen';
import { manages, type Role } from './roles';

export interface Viewer {
  role: Role;
  userId: string;
}

/**
 * What the viewer may do to a post, as the service decides it (decision 005, server/services/outbox/rules.ts): owners and
 * admins change any post and publish; collaborators change their own posts only and never publish directly; clients change none.
 * Anyone may copy a post (the copy is theirs) and read its links.
 */
export function postPermissions(post: OutboxPost, viewer: Viewer) {
  const manager = manages(viewer.role);
  const change = manager || post.creator_id === viewer.userId;
  return {
    edit: change,
    delete: change,
    retry: change,
    shareNow: manager && post.to_approve !== 1,
    copy: true,
    links: true,
  };
}

export type PostPermissions = ReturnType<typeof postPermissions>;
