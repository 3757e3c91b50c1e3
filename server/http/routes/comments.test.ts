import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, notifications, postComments } from '../../db/schema.ts';
import { openEventStream } from '../../testing/event-stream.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { demoTeam, type Person } from '../../testing/demo-team.ts';

const LINKEDIN = 4;
const FACEBOOK = 2;

interface Comment {
  comment_id: string;
  author_id: string;
  author_name: string;
  author_picture: string;
  message: string;
  timestamp: string;
  can_delete: number;
}

let t: TestApp;
let clock: number;
let ch: Record<number, number>;
let workspaceId: number;
/** The demo's owner (Maya Chen) and collaborator (Sam Rivera); an admin and a second collaborator added here. */
let maya: Person;
let sam: Person;
let priya: Person;
let lee: Person;
/** The owner of the other workspace (Alex Morgan). */
let alex: Person;

beforeEach(async () => {
  clock = Date.parse('2026-11-20T09:00:00Z');
  t = await createTestApp({ now: () => new Date(clock) });
  ({ maya, sam, alex, priya, lee, ch, workspaceId } = await demoTeam(t));
});
afterEach(() => t.close());

const later = (ms = 60_000) => {
  clock += ms;
};

/** A post written by `who` (a collaborator's awaits approval), on each channel named. */
const write = async (who: Person, message = 'Spring menu is here', channelIds = [ch[LINKEDIN]!]) => {
  const answer = await who.api.post('/posts/create', { channel_ids: channelIds.join('_'), message });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data.post_id as string[]).map(Number);
};
const draftOf = async (who: Person, message = 'Autumn blend, first draft', channelIds = '') => {
  const answer = await who.api.post('/drafts/create', { message, channel_ids: channelIds });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Number(answer.body.data.draft_id);
};

type On = { post_id: number } | { draft_id: number };
const comment = (who: Person, on: On, message: string) => who.api.post('/posts/comment', { ...on, message });
const commented = async (who: Person, on: On, message: string) => {
  const answer = await comment(who, on, message);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { comment: Comment; mentioned: string[] };
};
const threadOf = async (who: Person, on: On) => {
  const answer = await who.api.get('/posts/comments', on);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { count: number; comments: Comment[] };
};
const messagesOf = async (who: Person, on: On) => (await threadOf(who, on)).comments.map((c) => c.message);
const commentRows = async () => (await t.db.select({ n: count() }).from(postComments))[0]!.n;
const notificationsOf = async (who: Person) =>
  (await who.api.get('/notifications/list')).body.data.notifications as {
    kind: string;
    actor_name: string;
    post_id: string;
    draft_id: string;
    excerpt: string;
    channel_id: string;
    count: number;
    link: string;
  }[];

describe('posts/comment and posts/comments', () => {
  it('lists a thread oldest first, each comment with its author, time in the workspace zone and who may delete it', async () => {
    const [post] = await write(sam);
    const first = await commented(maya, { post_id: post! }, '  Could we say which days?  ');
    expect(first.comment).toEqual({
      comment_id: expect.stringMatching(/^\d+$/),
      author_id: String(maya.id),
      author_name: 'Maya Chen',
      author_picture: expect.any(String),
      // Trimmed, as notes are.
      message: 'Could we say which days?',
      timestamp: '2026-11-20 04:00:00',
      can_delete: 1,
    });
    later();
    await commented(sam, { post_id: post! }, 'Weekdays only, added.');

    const forSam = await threadOf(sam, { post_id: post! });
    expect(forSam.count).toBe(2);
    expect(forSam.comments.map((c) => [c.author_name, c.message, c.timestamp, c.can_delete])).toEqual([
      ['Maya Chen', 'Could we say which days?', '2026-11-20 04:00:00', 0],
      ['Sam Rivera', 'Weekdays only, added.', '2026-11-20 04:01:00', 1],
    ]);
    // Owners and admins may delete any comment.
    expect((await threadOf(priya, { post_id: post! })).comments.map((c) => c.can_delete)).toEqual([1, 1]);
  });

  it('keeps a thread to owners, admins and the writer: a collaborator on their own posts and drafts only', async () => {
    const [samsPost] = await write(sam);
    const [leesPost] = await write(lee, 'Lee writes too');
    const samsDraft = await draftOf(sam);

    await commented(sam, { post_id: samsPost! }, 'Mine');
    await commented(priya, { post_id: samsPost! }, 'An admin’s');
    await commented(sam, { draft_id: samsDraft }, 'Note to self');
    await commented(maya, { draft_id: samsDraft }, 'The owner sees drafts');

    // Another collaborator's post: seen in the outbox, yet not theirs to discuss.
    for (const answer of [
      await lee.api.get('/posts/comments', { post_id: samsPost! }),
      await comment(lee, { post_id: samsPost! }, 'Me too'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ status: 'error', code: 'forbidden' });
    }
    // Another collaborator's draft does not exist for them.
    for (const answer of [
      await lee.api.get('/posts/comments', { draft_id: samsDraft }),
      await comment(lee, { draft_id: samsDraft }, 'Me too'),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ status: 'error', code: 'not_found', field: 'draft_id' });
    }
    expect(await messagesOf(lee, { post_id: leesPost! })).toEqual([]);
    expect(await messagesOf(sam, { post_id: samsPost! })).toEqual(['Mine', 'An admin’s']);
    expect(await messagesOf(sam, { draft_id: samsDraft })).toEqual(['Note to self', 'The owner sees drafts']);
    expect(await commentRows()).toBe(4);
  });

  it('answers another workspace’s post or draft as an unknown one, writing nothing', async () => {
    const [post] = await write(maya);
    const draft = await draftOf(maya);
    for (const on of [{ post_id: post! }, { draft_id: draft }, { post_id: 999_999 }]) {
      for (const answer of [await alex.api.get('/posts/comments', on), await comment(alex, on, 'Hello')]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ status: 'error', code: 'not_found' });
      }
    }
    expect(await commentRows()).toBe(0);
  });

  it('refuses bad input with the error body, writing nothing', async () => {
    const [post] = await write(maya);
    const draft = await draftOf(maya);
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ post_id: post, message: '' }, 'message'],
      [{ post_id: post, message: '   \n ' }, 'message'],
      [{ post_id: post, message: 'x'.repeat(2001) }, 'message'],
      [{ post_id: post }, 'message'],
      [{ post_id: post, draft_id: draft, message: 'Both' }, 'draft_id'],
      [{ message: 'Neither' }, 'post_id'],
      [{ post_id: 'first', message: 'Hi' }, 'post_id'],
    ];
    for (const [params, field] of cases) {
      const answer = await maya.api.post('/posts/comment', params);
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(answer.body).toMatchObject({ status: 'error', code: expect.any(String), field });
    }
    expect((await maya.api.get('/posts/comments', {})).status).toBe(400);
    expect((await maya.api.get('/posts/comments', { post_id: post!, draft_id: draft })).status).toBe(400);
    // 2,000 characters is the limit, and within it.
    await commented(maya, { post_id: post! }, 'x'.repeat(2000));
    expect(await commentRows()).toBe(1);
    expect(await t.db.select({ n: count() }).from(notifications)).toEqual([{ n: 0 }]);
  });
});

describe('who is told', () => {
  it('tells each member named, with the comment’s start and a link to the post’s outbox', async () => {
    const [post] = await write(sam);
    const { mentioned } = await commented(maya, { post_id: post! }, '@Priya Shah can you check the price? cc @sam');
    expect(mentioned.sort()).toEqual([String(priya.id), String(sam.id)].sort());
    // Priya, an admin, was also told the post awaits approval.
    expect((await notificationsOf(priya)).filter((n) => n.kind !== 'approval_requested')).toEqual([
      expect.objectContaining({
        kind: 'comment_mention',
        actor_name: 'Maya Chen',
        post_id: String(post),
        draft_id: '',
        excerpt: '@Priya Shah can you check the price? cc…',
        channel_id: String(ch[LINKEDIN]),
        link: `/outbox/${ch[LINKEDIN]}`,
      }),
    ]);
    // Sam is the writer and named: one entry, the mention, not a second for the comment.
    expect((await notificationsOf(sam)).map((n) => n.kind)).toEqual(['comment_mention']);
    // The author is never told of their own comment.
    expect((await notificationsOf(maya)).map((n) => n.kind)).toEqual(['approval_requested']);
  });

  it('names only members who can read the thread: another collaborator is not mentioned', async () => {
    const [post] = await write(sam);
    const { mentioned } = await commented(maya, { post_id: post! }, 'Ask @Lee Park about it');
    expect(mentioned).toEqual([]);
    expect(await notificationsOf(lee)).toEqual([]);
  });

  it('tells the writer of others’ comments, gathered per post while unread, and not of their own', async () => {
    const [post] = await write(sam);
    await commented(sam, { post_id: post! }, 'Ready when you are');
    expect(await notificationsOf(sam)).toEqual([]);

    await commented(maya, { post_id: post! }, 'Shorter please');
    later();
    await commented(priya, { post_id: post! }, 'And a picture');
    expect(await notificationsOf(sam)).toEqual([
      expect.objectContaining({
        kind: 'post_comment',
        actor_name: 'Priya Shah',
        post_id: String(post),
        excerpt: 'And a picture',
        count: 2,
        link: `/outbox/${ch[LINKEDIN]}`,
      }),
    ]);
  });

  it('links a comment on a draft to Drafts', async () => {
    const draft = await draftOf(sam);
    await commented(maya, { draft_id: draft }, 'Good start');
    expect(await notificationsOf(sam)).toEqual([
      expect.objectContaining({ kind: 'post_comment', post_id: '', draft_id: String(draft), link: '/drafts' }),
    ]);
  });
});

describe('a thread follows its content', () => {
  it('moves a draft’s comments to the post it becomes when sent for approval, a copy to each post of a group', async () => {
    const draft = await draftOf(sam, 'Autumn blend', `${ch[LINKEDIN]}_${ch[FACEBOOK]}`);
    await commented(maya, { draft_id: draft }, 'Say the price');
    later();
    await commented(sam, { draft_id: draft }, 'Done');
    const gone = await commented(maya, { draft_id: draft }, 'Never mind');
    expect((await maya.api.post('/posts/deleteComment', { comment_id: gone.comment.comment_id })).status).toBe(200);

    const moved = await sam.api.post('/drafts/add_to_stack', { draft_id: draft });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const toApprove = async (channelId: number) =>
      (
        (await maya.api.get('/posts/get', { channel_id: channelId })).body.data.postsToApprove[channelId] as {
          post_id: number;
          message: string;
        }[]
      ).find((p) => p.message === 'Autumn blend')!;
    for (const post of [await toApprove(ch[LINKEDIN]!), await toApprove(ch[FACEBOOK]!)]) {
      const thread = await threadOf(sam, { post_id: post.post_id });
      expect(thread.comments.map((c) => [c.author_name, c.message, c.timestamp])).toEqual([
        ['Maya Chen', 'Say the price', '2026-11-20 04:00:00'],
        ['Sam Rivera', 'Done', '2026-11-20 04:01:00'],
      ]);
    }
    // The draft is gone, and nothing is left on it.
    expect((await sam.api.get('/posts/comments', { draft_id: draft })).status).toBe(404);
    expect(await t.db.select({ n: count() }).from(postComments).where(isNotNull(postComments.draftId))).toEqual([
      { n: 0 },
    ]);
  });

  it('moves a post’s comments to the draft it becomes when sent back', async () => {
    const [post] = await write(sam);
    await commented(maya, { post_id: post! }, 'Not before the launch');
    const sent = await maya.api.post('/posts/disapprovePost', {
      post_id: post!,
      channel_id: ch[LINKEDIN]!,
      message: 'See the comments',
    });
    expect(sent.status).toBe(200);
    const drafts = (await sam.api.get('/drafts/get')).body.data.drafts as { draft_id: number; message: string }[];
    const draft = drafts.find((d) => d.message === 'Spring menu is here')!;
    expect(await messagesOf(sam, { draft_id: draft.draft_id })).toEqual(['Not before the launch']);
    expect((await sam.api.get('/posts/comments', { post_id: post! })).status).toBe(404);
  });

  it('moves a post’s comments to the draft it becomes when its channel is disconnected', async () => {
    const [post] = await write(maya, 'Weekend hours');
    await commented(priya, { post_id: post! }, 'Check Sunday');
    const answer = await maya.api.post('/channels/disconnect', { channel_id: ch[LINKEDIN]!, queued: 'drafts' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const drafts = (await maya.api.get('/drafts/get')).body.data.drafts as { draft_id: number; message: string }[];
    const draft = drafts.find((d) => d.message === 'Weekend hours')!;
    expect(await messagesOf(maya, { draft_id: draft.draft_id })).toEqual(['Check Sunday']);
  });
});

describe('posts/deleteComment', () => {
  it('lets the author delete their own, and owners and admins any, recorded in the audit log', async () => {
    const [post] = await write(sam);
    const own = await commented(sam, { post_id: post! }, 'Typo in mine');
    const admins = await commented(priya, { post_id: post! }, 'Sam should not delete this');

    const refused = await sam.api.post('/posts/deleteComment', { comment_id: admins.comment.comment_id });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 'error', code: 'forbidden' });

    expect((await sam.api.post('/posts/deleteComment', { comment_id: own.comment.comment_id })).status).toBe(200);
    expect(await messagesOf(maya, { post_id: post! })).toEqual(['Sam should not delete this']);
    expect((await maya.api.post('/posts/deleteComment', { comment_id: admins.comment.comment_id })).status).toBe(200);
    expect(await messagesOf(maya, { post_id: post! })).toEqual([]);
    // Deleted once: a second time it is no longer there.
    expect((await maya.api.post('/posts/deleteComment', { comment_id: own.comment.comment_id })).status).toBe(404);

    const audited = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.workspaceId, workspaceId), eq(auditEvents.action, 'comment.deleted')))
      .orderBy(auditEvents.id);
    expect(audited.map((e) => [e.actorName, e.details.author, e.subjects.map((s) => s.kind)])).toEqual([
      ['Sam Rivera', 'Sam Rivera', ['post', 'channel', 'person']],
      ['Maya Chen', 'Priya Shah', ['post', 'channel', 'person']],
    ]);
  });

  it('answers another workspace’s comment, or one on a draft the caller cannot see, as unknown', async () => {
    const draft = await draftOf(sam);
    const onDraft = await commented(sam, { draft_id: draft }, 'Private thoughts');
    for (const [who, id] of [
      [alex, onDraft.comment.comment_id],
      [lee, onDraft.comment.comment_id],
      [maya, '999999'],
    ] as const) {
      const answer = await who.api.post('/posts/deleteComment', { comment_id: id });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ status: 'error', code: 'not_found', field: 'comment_id' });
    }
    expect(await messagesOf(sam, { draft_id: draft })).toEqual(['Private thoughts']);
    expect(
      await t.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, 'comment.deleted')),
    ).toEqual([{ n: 0 }]);
  });
});

describe('the event stream', () => {
  it('tells the workspace’s dashboards which thread changed, and no other workspace’s', async () => {
    const [post] = await write(sam);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const streams = {
      maya: await openEventStream(address, await t.tokenFor(DEMO.owner)),
      alex: await openEventStream(address, await t.tokenFor(DEMO.other)),
    };
    try {
      const { comment: written } = await commented(sam, { post_id: post! }, 'Any news?');
      const said = `event: comments\ndata: ${JSON.stringify({ post_id: String(post), draft_id: '' })}`;
      await expect.poll(() => streams.maya.stream.text, { timeout: 5000 }).toContain(said);
      await maya.api.post('/posts/deleteComment', { comment_id: written.comment_id });
      await expect.poll(() => streams.maya.stream.text.split(said).length - 1, { timeout: 5000 }).toBe(2);
      expect(streams.alex.stream.text).not.toContain('event: comments');
    } finally {
      await Promise.all(Object.values(streams).map((s) => s.close()));
    }
  });
});
