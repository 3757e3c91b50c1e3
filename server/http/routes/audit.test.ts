/**
 * The audit log names what each event was about (decision 028): people, channels, posts by their words, drafts,
 * applications and invitations, as they were then, and whether each is still in the workspace.
 */
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { DEMO, openedPerTest } from '../../testing/test-app.ts';

const open = openedPerTest();
const X = 1;
const LINKEDIN = 4;
const SPRING = 'Spring menu is here, come and try the lavender latte and our new oat scones.';

type Subject = { kind: string; id: string; name: string; exists: boolean; channel_id?: string; published?: boolean };
type Event = { event_id: string; action: string; target: string; subjects: Subject[] };

async function demo() {
  const t = await open();
  const owner = apiClient(t, await t.tokenFor(DEMO.owner));
  const me = (await owner.get('/account/get')).body.data;
  return {
    t,
    owner,
    collab: apiClient(t, await t.tokenFor(DEMO.collab)),
    other: apiClient(t, await t.tokenFor(DEMO.other)),
    ch: await demoChannels(owner),
    workspaceId: Number(me.workspace.workspace_id),
  };
}

const events = async (api: ApiClient): Promise<Event[]> => {
  const reply = await api.get('/audit/list', { limit: 200 });
  expect(reply.status).toBe(200);
  return reply.body.data.events;
};
/** The newest event of an action. */
const latest = async (api: ApiClient, action: string) => (await events(api)).find((e) => e.action === action)!;
const eventById = async (api: ApiClient, id: string) => (await events(api)).find((e) => e.event_id === id)!;

const post = async (api: ApiClient, channelId: number, message: string) =>
  String((await api.post('/posts/create', { channel_ids: channelId, message })).body.data.post_id[0]);

describe('the audit log names what an event was about', () => {
  it('an approval names the post by its words and its channel; once deleted, the post is named but gone', async () => {
    const { owner, collab, ch } = await demo();
    const id = await post(collab, ch[X]!, SPRING);
    expect((await owner.post('/posts/approvePost', { channel_id: ch[X]!, post_id: id })).status).toBe(200);
    const approved = await latest(owner, 'post.approved');
    const spring = { kind: 'post', id, name: 'Spring menu is here, come and try the…', channel_id: String(ch[X]) };
    const northwind = { kind: 'channel', id: String(ch[X]), name: 'Northwind Coffee (X)', exists: true };
    expect(approved.subjects).toEqual([{ ...spring, exists: true, published: false }, northwind]);
    // The existing fields stay as they were.
    expect(approved.target).toBe(`post ${id}`);

    expect((await owner.delete('/posts/delete', { channel_id: ch[X]!, post_id: id })).status).toBe(200);
    expect((await latest(owner, 'post.deleted')).subjects).toEqual([
      { ...spring, exists: false, published: false },
      northwind,
    ]);
    expect((await eventById(owner, approved.event_id)).subjects[0]).toEqual({
      ...spring,
      exists: false,
      published: false,
    });
  });

  it('a post sent back names its writer and the draft it became, until the draft is deleted', async () => {
    const { owner, collab, ch } = await demo();
    const id = await post(collab, ch[LINKEDIN]!, 'Hot take on cold brew');
    await owner.post('/posts/disapprovePost', { channel_id: ch[LINKEDIN]!, post_id: id, message: 'Not yet' });
    const sentBack = await latest(owner, 'post.sent_back');
    expect(sentBack.subjects.map((s) => [s.kind, s.name, s.exists])).toEqual([
      // Sent back, the post left the outbox: it lives on as the draft.
      ['post', 'Hot take on cold brew', false],
      ['channel', 'Northwind Coffee Co. (LinkedIn)', true],
      ['person', 'Sam Rivera', true],
      ['draft', 'Hot take on cold brew', true],
    ]);
    const draftId = sentBack.subjects[3]!.id;
    expect((await collab.delete('/drafts/delete', { draft_id: draftId })).status).toBe(200);
    expect((await eventById(owner, sentBack.event_id)).subjects[3]).toMatchObject({ id: draftId, exists: false });
    expect((await latest(owner, 'draft.deleted')).subjects).toEqual([
      { kind: 'draft', id: draftId, name: 'Hot take on cold brew', exists: false },
    ]);
  });

  it('an invitation names the invitee’s email while it can be accepted, and after', async () => {
    const { owner } = await demo();
    const invited = await owner.post('/invitations/create', { email: 'Bob@Example.com', role: 'collaborator' });
    const invitationId = invited.body.data.invitation_id;
    const event = await latest(owner, 'member.invited');
    expect(event.subjects).toEqual([{ kind: 'invitation', id: invitationId, name: 'bob@example.com', exists: true }]);
    await owner.post('/invitations/revoke', { invitation_id: invitationId });
    expect((await eventById(owner, event.event_id)).subjects[0]!.exists).toBe(false);
    expect((await latest(owner, 'invitation.revoked')).subjects).toEqual([
      { kind: 'invitation', id: invitationId, name: 'bob@example.com', exists: false },
    ]);
  });

  it('a channel keeps its name once disconnected; people and settings are named too', async () => {
    const { owner, collab } = await demo();
    const connected = await owner.post('/channels/connect', { network: 'sandbox', channel_type: X, name: 'Practice' });
    const channelId = connected.body.data.channel_id as string;
    await owner.post('/channels/updateSchedule', { channel_id: channelId, mon: '07:30' });
    const practice = { kind: 'channel', id: channelId, name: 'Practice (X)' };
    expect((await latest(owner, 'channel.connected')).subjects).toEqual([{ ...practice, exists: true }]);
    expect((await latest(owner, 'channel.schedule_changed')).subjects).toEqual([{ ...practice, exists: true }]);
    await owner.post('/channels/disconnect', { channel_id: channelId, queued: 'delete' });
    for (const action of ['channel.connected', 'channel.schedule_changed', 'channel.disconnected'])
      expect((await latest(owner, action)).subjects).toEqual([{ ...practice, exists: false }]);

    const sam = (await collab.get('/account/get')).body.data.user.user_id as string;
    await owner.post('/members/updateRole', { user_id: sam, role: 'admin' });
    expect((await latest(owner, 'member.role_changed')).subjects).toEqual([
      { kind: 'person', id: sam, name: 'Sam Rivera', exists: true },
    ]);
    await owner.post('/members/remove', { user_id: sam });
    expect((await latest(owner, 'member.role_changed')).subjects[0]!.exists).toBe(false);
    await owner.post('/apps/create', { name: 'Reporting', redirect_uris: 'https://r.example/cb' });
    expect((await latest(owner, 'app.created')).subjects).toEqual([
      { kind: 'application', id: expect.stringMatching(/^app_/), name: 'Reporting', exists: true },
    ]);
  });

  it('reads older events by their target and details, and never names another workspace’s objects', async () => {
    const { t, owner, other, ch, workspaceId } = await demo();
    const ours = await post(owner, ch[X]!, SPRING);
    const otherChannel = (await demoChannels(other))[X]!;
    const theirs = await post(other, otherChannel, 'Harbor Books’ secret sale list');
    const older = (action: string, target: string, details: Record<string, string | number> = {}) => ({
      workspaceId,
      actorId: null,
      actorName: 'Maya Chen',
      action,
      target,
      details,
    });
    await t.db
      .insert(auditEvents)
      .values([
        older('post.approved', `post ${ours}`, { channel_id: ch[X]! }),
        older('post.deleted', `post ${theirs}`, { channel_id: otherChannel, posts: 1 }),
        older('post.deleted', 'posts 99999999999_0', { channel_ids: '99999999999' }),
        older('draft.deleted', 'draft 999999'),
        older('member.role_changed', 'Sam Rivera', { from: 'collaborator', to: 'admin' }),
        older('channel.schedule_changed', 'Northwind Coffee (northwindcoffee)', { channel_id: ch[X]!, mon: '07:30' }),
      ])
      .execute();
    // An event that names their objects by id (as no change of ours could) still learns nothing of them.
    await t.db.insert(auditEvents).values({
      ...older('post.approved', 'x'),
      subjects: [
        { kind: 'post', id: theirs, name: '', channelId: String(otherChannel) },
        { kind: 'channel', id: String(otherChannel), name: '' },
      ],
    });
    const list = (await events(owner)).slice(0, 7).reverse();
    expect(list.map((e) => e.subjects)).toEqual([
      [
        { kind: 'post', id: ours, name: 'Spring menu is here, come and try the…', exists: true, ...onX(ch) },
        { kind: 'channel', id: String(ch[X]), name: 'Northwind Coffee (X)', exists: true },
      ],
      [
        {
          kind: 'post',
          id: theirs,
          name: '',
          exists: false,
          channel_id: String(otherChannel),
          published: false,
        },
        { kind: 'channel', id: String(otherChannel), name: '', exists: false },
      ],
      [
        { kind: 'post', id: '99999999999', name: '', exists: false, channel_id: '', published: false },
        { kind: 'channel', id: '99999999999', name: '', exists: false },
      ],
      [{ kind: 'draft', id: '999999', name: '', exists: false }],
      [{ kind: 'person', id: '', name: 'Sam Rivera', exists: false }],
      [{ kind: 'channel', id: String(ch[X]), name: 'Northwind Coffee (northwindcoffee)', exists: true }],
      [
        { kind: 'post', id: theirs, name: '', exists: false, channel_id: String(otherChannel), published: false },
        { kind: 'channel', id: String(otherChannel), name: '', exists: false },
      ],
    ]);
    expect(JSON.stringify(await events(owner))).not.toContain('Harbor');
  });
});

const onX = (ch: Record<number, number>) => ({ channel_id: String(ch[X]), published: false });
