import { describe, expect, it } from 'vitest';
import { outboxPost } from '../testing/outbox-fixtures';
import { postPermissions } from './post-permissions';

const byMaya = outboxPost(1, 'Saturday cupping', '2026-06-10 13:00:00', { creator_id: '1' });
const bySam = outboxPost(2, 'Latte art throwdown', '2026-06-10 17:00:00', { creator_id: '2' });

describe('what a person may do to a post (as server/services/outbox/rules.ts decides)', () => {
  it('lets owners and admins do everything to anyone’s post', () => {
    for (const role of ['owner', 'admin'] as const)
      expect(postPermissions(bySam, { role, userId: '1' })).toEqual({
        edit: true,
        delete: true,
        retry: true,
        shareNow: true,
        copy: true,
        links: true,
      });
  });

  it('lets a collaborator change their own posts only, and publish none directly', () => {
    const sam = { role: 'collaborator', userId: '2' } as const;
    expect(postPermissions(bySam, sam)).toMatchObject({ edit: true, delete: true, retry: true, shareNow: false });
    expect(postPermissions(byMaya, sam)).toEqual({
      edit: false,
      delete: false,
      retry: false,
      shareNow: false,
      copy: true,
      links: true,
    });
  });

  it('lets a client change and publish nothing (they decide posts in Approvals)', () => {
    const client = { role: 'client', userId: '7' } as const;
    expect(postPermissions(bySam, client)).toMatchObject({ edit: false, delete: false, retry: false, shareNow: false });
  });

  it('publishes no post that awaits approval', () => {
    expect(postPermissions({ ...bySam, to_approve: 1 }, { role: 'owner', userId: '1' }).shareNow).toBe(false);
  });
});
