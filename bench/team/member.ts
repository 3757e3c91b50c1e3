// One team member: a dashboard with an event stream open and one view shown, making calls with no think time.
import type { Agent } from 'node:http';
import { generator, send, type Answer, type Channel, type InboxItem, type Params, type QueuedPost } from './calls.ts';
import type { Tally } from './tally.ts';
import type { View } from './view.ts';

/** Posts a client keeps in the queues before its next create slot deletes its oldest instead. */
const OWN_POSTS = 3;
const SEED = 20_261_122;

export interface Shared {
  origin: string;
  agent: Agent;
  tally: Tally;
  channels: Channel[];
  /**
   * The share of a member's turns that are reads, the others writes. A turn is one call, or two for a reorder (it
   * reads its queue first); a dashboard's refreshes are reads besides.
   */
  readTurns: number;
  /** The workspace's members' user ids and its labels' ids, made in the team's setup: the team inbox's writes. */
  members: string[];
  labels: string[];
  /** Ends the loops: the load window is over. */
  over: () => boolean;
}

export class Member {
  private readonly rng: () => number;
  /** Items of the first pages this member saw, newest page last. */
  private seen: InboxItem[] = [];
  /** A first page's filter and its last item: the next page to read. */
  private nextPage: Params | undefined;
  private readonly unread = new Map<string, boolean>();
  private readonly archived: InboxItem[] = [];
  private readonly ownPosts: { channelId: string; postId: number }[] = [];

  constructor(
    private readonly shared: Shared,
    private readonly token: string,
    index: number,
    initialPage: InboxItem[],
  ) {
    this.rng = generator(SEED + index * 7919);
    this.remember(initialPage);
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rng() * list.length)]!;
  }

  /** One call, timed and tallied; answers its data when it succeeded. */
  async call(
    kind: string,
    method: string,
    path: string,
    params: Params,
    options: { write?: boolean; refetch?: boolean; refusal?: (status: number, code: string) => boolean } = {},
  ): Promise<unknown> {
    const call = { kind, write: options.write ?? false, refetch: options.refetch ?? false, startedAt: 0 };
    const { tally } = this.shared;
    call.startedAt = performance.now();
    let answer: Answer;
    try {
      answer = await send(this.shared.agent, this.shared.origin, this.token, method, path, params);
    } catch (error) {
      tally.record(call, performance.now() - call.startedAt, 'error', `network: ${error}`);
      return undefined;
    }
    let json: { status?: string; code?: string; data?: unknown } | undefined;
    try {
      json = JSON.parse(answer.body) as typeof json;
    } catch {
      json = undefined;
    }
    if (answer.status === 200 && json?.status === 'success') {
      tally.record(call, answer.ms, 'ok');
      return json.data ?? {};
    }
    const refused = answer.status < 500 && options.refusal?.(answer.status, json?.code ?? '');
    tally.record(call, answer.ms, refused ? 'refused' : 'error', `${answer.status} ${answer.body}`);
    return undefined;
  }

  private remember(page: InboxItem[]) {
    for (const item of page) this.unread.set(item.post_id, item.is_unread === '1');
    this.seen = [...this.seen.filter((s) => !page.some((p) => p.post_id === s.post_id)), ...page].slice(-60);
  }

  private anyChannel() {
    return this.pick(this.shared.channels);
  }

  // Reads.

  private async inboxPage() {
    const roll = this.rng();
    if (roll >= 0.8 && this.nextPage) {
      await this.call('GET inbox/get next page', 'GET', '/inbox/get', this.nextPage);
      return;
    }
    const [kind, filter]: [string, Params] =
      roll < 0.5
        ? ['GET inbox/get', {}]
        : roll < 0.65
          ? ['GET inbox/get is_unread=1', { is_unread: 1 }]
          : ['GET inbox/get channel_id', { channel_id: this.anyChannel().channel_id }];
    const data = (await this.call(kind, 'GET', '/inbox/get', filter)) as { posts: InboxItem[] } | undefined;
    if (data?.posts.length) {
      this.remember(data.posts);
      this.nextPage = { ...filter, last_post_id: data.posts.at(-1)!.post_id };
    }
  }

  conversationParams(item: InboxItem): Params {
    return {
      post_id: item.post_id,
      channel_id: item.channel_id,
      channel_type: item.channel,
      ...(item.is_direct_post === '1' ? { is_message: 1 } : {}),
    };
  }

  async queueOf(kind: string, channelId: string, refetch = false): Promise<number[] | undefined> {
    const data = (await this.call(kind, 'GET', '/posts/get', { channel_id: channelId }, { refetch })) as
      { channels: Record<string, QueuedPost[]> } | undefined;
    return data && (data.channels[channelId] ?? []).filter((p) => p.is_custom_time !== 1).map((p) => p.post_id);
  }

  private async read() {
    const roll = this.rng();
    if (roll < 0.25) await this.inboxPage();
    else if (roll < 0.5) await this.queueOf('GET posts/get', this.anyChannel().channel_id);
    else if (roll < 0.75) await this.call('GET drafts/get', 'GET', '/drafts/get', {});
    else {
      const item = this.pick(this.seen);
      await this.call('GET inbox/conversation', 'GET', '/inbox/conversation', this.conversationParams(item));
    }
  }

  // The other writes, in equal shares of the other nine tenths.

  private act(kind: string, item: InboxItem, action: string) {
    const params = { post_id: item.post_id, channel_id: item.channel_id, channel_type: item.channel, action };
    return this.call(kind, 'POST', '/inbox/action', params, { write: true });
  }

  private async readUnread() {
    const item = this.pick(this.seen);
    const unread = this.unread.get(item.post_id) ?? false;
    await this.act('POST inbox/action read/unread', item, unread ? 'read' : 'unread');
    this.unread.set(item.post_id, !unread);
  }

  /** Archives an item of a first page, or puts back one it archived earlier. */
  private async archiveOrUnarchive() {
    if (this.archived.length >= 3 || (this.archived.length && this.rng() < 0.5)) {
      await this.act('POST inbox/action archive/unarchive', this.archived.shift()!, 'unarchive');
      return;
    }
    const item = this.pick(this.seen);
    if ((await this.act('POST inbox/action archive/unarchive', item, 'archive')) !== undefined) {
      this.archived.push(item);
    }
  }

  /** Creates a post at the end of a queue; once it has a few of its own queued, deletes its oldest instead. */
  private async createOrDelete() {
    if (this.ownPosts.length >= OWN_POSTS) {
      const { channelId, postId } = this.ownPosts.shift()!;
      await this.call(
        'DELETE posts/delete',
        'DELETE',
        '/posts/delete',
        { channel_id: channelId, post_id: postId },
        // A post deleted meanwhile is a refusal, not an error (only its creator deletes it here: none expected).
        { write: true, refusal: (status) => status === 404 },
      );
      return;
    }
    const channelId = this.anyChannel().channel_id;
    const data = (await this.call(
      'POST posts/create',
      'POST',
      '/posts/create',
      // With a picture: Instagram and Pinterest take no post without one.
      {
        channel_ids: channelId,
        message: `From the busy team, ${Math.floor(this.rng() * 1e9)}`,
        picture: '/demo/latte.png',
      },
      { write: true },
    )) as { post_id: number[] } | undefined;
    for (const postId of data?.post_id ?? []) this.ownPosts.push({ channelId, postId });
  }

  /** Reads a channel's queue, then moves its last queued post to the top, as dragging it in the outbox does. */
  private async reorder() {
    const channelId = this.anyChannel().channel_id;
    const queue = await this.queueOf('GET posts/get', channelId);
    if (!queue || queue.length < 2) return;
    await this.call(
      'POST posts/reorder',
      'POST',
      '/posts/reorder',
      { channel_id: channelId, order: [queue.at(-1)!, ...queue.slice(0, -1)].join('_') },
      // The queue changed between reading it and sending the order: the service refuses, as it should.
      { write: true, refusal: (status, code) => status === 400 && code === 'invalid_order' },
    );
  }

  // The team inbox's writes (issue 35): a tenth of all writes, in equal shares.

  private itemParams() {
    const item = this.pick(this.seen);
    return { post_id: item.post_id, channel_id: item.channel_id };
  }

  /** Hands an item's conversation to a member, or to nobody (one time in five), as the assign menu does. */
  private assign() {
    const assignee = this.rng() < 0.2 ? '0' : this.pick(this.shared.members);
    // The conversation's first message was deleted meanwhile: refused, as it should be.
    return this.call(
      'POST inbox/assign',
      'POST',
      '/inbox/assign',
      { ...this.itemParams(), assignee_id: assignee },
      { write: true, refusal: (status, code) => status === 409 && code === 'unit_gone' },
    );
  }

  private note() {
    const message = `Checked with the shop: refund ${Math.floor(this.rng() * 1e6)} is on its way.`;
    return this.call('POST inbox/note', 'POST', '/inbox/note', { ...this.itemParams(), message }, { write: true });
  }

  /** Sets an item's labels to none, one or two of the workspace's, as the label menu sends the whole set. */
  private label() {
    const count = Math.floor(this.rng() * 3);
    const ids = new Set(Array.from({ length: count }, () => this.pick(this.shared.labels)));
    const params = { ...this.itemParams(), label_ids: [...ids].join('_') };
    return this.call('POST inbox/label', 'POST', '/inbox/label', params, { write: true });
  }

  private async write() {
    const roll = this.rng();
    if (roll < 0.1) {
      const which = this.rng();
      await (which < 1 / 3 ? this.assign() : which < 2 / 3 ? this.note() : this.label());
    } else if (roll < 0.325) await this.readUnread();
    else if (roll < 0.55) await this.archiveOrUnarchive();
    else if (roll < 0.775) await this.createOrDelete();
    else await this.reorder();
  }

  /**
   * The dashboard this member looks at, refreshed (as its next call) when events made it stale; none for a member
   * who does not wait for the dashboard to catch up.
   */
  view: View | undefined;

  async loop() {
    while (!this.shared.over()) {
      if (this.view?.due) await this.view.refresh();
      else if (this.rng() < this.shared.readTurns) await this.read();
      else await this.write();
    }
  }
}
