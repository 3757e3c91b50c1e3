import { granted, urnKey, type LinkedInCaller } from './linkedin-api.ts';
import { littleText, plainText } from './linkedin-text.ts';
import {
  PublishError,
  type ActionResult,
  type InboxBatch,
  type NetworkAction,
  type NetworkItem,
  type ConnectorChannel,
} from './types.ts';

/** How many of the account's latest posts each reading looks at for new comments. */
const RECENT_POSTS = 10;
/** Comments are read a page of 100 at a time, at most this many pages per post or comment. */
const COMMENT_PAGES = 3;
/**
 * Each reading goes back this far before the newest comment seen: LinkedIn can list a comment later than a newer
 * one, and the inbox keeps each comment once whatever is read twice.
 */
const OVERLAP_MS = 10 * 60_000;

/** A comment as GET /rest/socialActions/{target}/comments lists it (…/community-management/shares/comments-api). */
export interface LinkedInComment {
  id: string;
  commentUrn?: string;
  actor: string;
  object?: string;
  parentComment?: string;
  message?: { text?: string };
  created?: { time?: number };
  commentsSummary?: { totalFirstLevelComments?: number; aggregatedTotalComments?: number };
}
interface Page<T> {
  elements?: T[];
  paging?: { start?: number; count?: number; total?: number };
}

/** `urn:li:comment:(urn:li:activity:1,2)`: the thread it is in and its id. */
export function commentParts(urn: string): { object: string; id: string } | undefined {
  const parts = /^urn:li:comment:\((urn:li:[A-Za-z]+:[^,()]+),([^,()]+)\)$/.exec(urn);
  return parts ? { object: parts[1]!, id: parts[2]! } : undefined;
}

const permalinkOf = (postUrn: string, commentUrn?: string) =>
  `https://www.linkedin.com/feed/update/${postUrn}/${commentUrn ? `?commentUrn=${encodeURIComponent(commentUrn)}` : ''}`;

/**
 * The inbox of a LinkedIn channel: comments on the account's latest posts, and replies to them, and what the
 * account may do about them (comment, like, delete its own). LinkedIn has no API for messages or reposts.
 */
export function linkedinInbox(api: LinkedInCaller, now: () => Date) {
  /** Every page of a collection (start/count paging, …/shared/api-guide/concepts/pagination), a few at most. */
  async function collect<T>(channel: ConnectorChannel, path: string, pages: number): Promise<T[]> {
    const found: T[] = [];
    for (let page = 0; page < pages; page++) {
      const separator = path.includes('?') ? '&' : '?';
      const { body } = await api.call(channel, `${path}${separator}start=${page * 100}&count=100`);
      const elements = (body as Page<T>).elements ?? [];
      found.push(...elements);
      if (elements.length < 100) break;
    }
    return found;
  }

  /**
   * Only an organization's posts and comments are readable for every app (r_organization_social); a member's
   * need r_member_social, which LinkedIn grants to select developers only (…/shares/comments-api).
   */
  const readable = (channel: ConnectorChannel) =>
    channel.accountId?.startsWith('urn:li:organization:') || granted(api.scopeOf(channel), 'r_member_social');

  /** The account's latest posts (GET /rest/posts?q=author, …/community-management/shares/posts-api). */
  async function latestPosts(channel: ConnectorChannel, count: number) {
    const query = new URLSearchParams({ q: 'author', author: channel.accountId!, count: String(count) });
    query.set('sortBy', 'LAST_MODIFIED');
    const { body } = await api.call(channel, `/rest/posts?${query}`);
    return ((body as Page<{ id: string; commentary?: string; createdAt?: number }>).elements ?? []).filter(
      (post) => typeof post.id === 'string',
    );
  }

  /** An organization that commented, by name (…/organizations/organization-lookup-api), once per reading. */
  function namer(channel: ConnectorChannel) {
    const names = new Map<string, Promise<string>>();
    return (actor: string): Promise<string> => {
      const id = /^urn:li:organization:(\d+)$/.exec(actor)?.[1];
      // LinkedIn gives apps no other member's name (the Profile API is closed): a member is a LinkedIn member.
      if (!id) return Promise.resolve('LinkedIn member');
      if (!names.has(actor))
        names.set(
          actor,
          api
            .call(channel, `/rest/organizations/${id}`)
            .then(({ body }) => ((body as { localizedName?: string }).localizedName ?? 'LinkedIn page') as string)
            .catch(() => 'LinkedIn page'),
        );
      return names.get(actor)!;
    };
  }

  async function itemOf(comment: LinkedInComment, postUrn: string, name: (actor: string) => Promise<string>) {
    const urn = comment.commentUrn ?? `urn:li:comment:(${comment.object ?? postUrn},${comment.id})`;
    const item: NetworkItem = {
      networkId: urn,
      postType: comment.parentComment ? 'reply' : 'comment',
      parentNetworkId: comment.parentComment ?? postUrn,
      rootNetworkId: postUrn,
      authorId: comment.actor,
      authorName: await name(comment.actor),
      authorPicture: '',
      text: plainText(comment.message?.text ?? ''),
      attachment: null,
      permalink: permalinkOf(postUrn, urn),
      createdAt: new Date(comment.created?.time ?? now().getTime()),
    };
    return item;
  }

  /**
   * Comments on the account's latest posts since the cursor (the newest comment's time, ms), and the replies
   * under those that have any (LinkedIn nests one level: GET …/socialActions/{comment URN}/comments). Oldest first.
   */
  async function readInbox(channel: ConnectorChannel, cursor: string | null): Promise<InboxBatch> {
    if (!readable(channel)) return { items: [], reactions: [], cursor };
    const since = cursor ? Number(cursor) - OVERLAP_MS : -Infinity;
    const name = namer(channel);
    const items: NetworkItem[] = [];
    for (const post of await latestPosts(channel, RECENT_POSTS)) {
      const comments = await collect<LinkedInComment>(
        channel,
        `/rest/socialActions/${urnKey(post.id)}/comments`,
        COMMENT_PAGES,
      );
      for (const comment of comments) {
        const replies =
          comment.commentsSummary?.aggregatedTotalComments ?? comment.commentsSummary?.totalFirstLevelComments;
        const nested = replies
          ? await collect<LinkedInComment>(
              channel,
              `/rest/socialActions/${urnKey(comment.commentUrn ?? `urn:li:comment:(${post.id},${comment.id})`)}/comments`,
              COMMENT_PAGES,
            )
          : [];
        for (const one of [comment, ...nested])
          // The account's own comments are not news to it.
          if (one.actor !== channel.accountId && (one.created?.time ?? Infinity) >= since)
            items.push(await itemOf(one, post.id, name));
      }
    }
    items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const newest = Math.max(Number(cursor ?? 0), ...items.map((item) => item.createdAt.getTime()));
    return { items, reactions: [], cursor: newest > 0 ? String(newest) : cursor };
  }

  /**
   * A comment as the account (POST /rest/socialActions/{target}/comments, …/shares/comments-api): on a post, or
   * under a comment. LinkedIn nests one level, so an answer to a reply goes under the reply's own parent.
   */
  async function reply(channel: ConnectorChannel, parentUrn: string, text: string): Promise<ActionResult> {
    const actor = channel.accountId!;
    const parent = commentParts(parentUrn);
    let body: Record<string, unknown> = { actor, object: parentUrn, message: { text: littleText(text) } };
    let target = parentUrn;
    if (parent) {
      const { body: found } = await api.call(
        channel,
        `/rest/socialActions/${urnKey(parent.object)}/comments/${encodeURIComponent(parent.id)}`,
        { refusal: 'LinkedIn refused the comment' },
      );
      target = (found as LinkedInComment).parentComment ?? parentUrn;
      body = { ...body, object: parent.object, parentComment: target };
    }
    const { response, body: made } = await api.call(channel, `/rest/socialActions/${urnKey(target)}/comments`, {
      body,
      refusal: 'LinkedIn refused the comment',
    });
    const comment = made as Partial<LinkedInComment> | undefined;
    const id = comment?.id ?? response.headers.get('x-restli-id');
    const urn = comment?.commentUrn ?? (id ? `urn:li:comment:(${parent?.object ?? parentUrn},${id})` : undefined);
    const postUrn = parent?.object ?? parentUrn;
    return urn ? { networkId: urn, permalink: permalinkOf(postUrn, urn) } : {};
  }

  /** A reaction of the account (POST /rest/reactions?actor=…, DELETE /rest/reactions/(actor:…,entity:…)). */
  async function react(channel: ConnectorChannel, entity: string, like: boolean) {
    const actor = channel.accountId!;
    if (like)
      await api.call(channel, `/rest/reactions?actor=${urnKey(actor)}`, {
        body: { root: entity, reactionType: 'LIKE' },
        refusal: 'LinkedIn refused the like',
      });
    else
      await api.call(channel, `/rest/reactions/(actor:${urnKey(actor)},entity:${urnKey(entity)})`, {
        method: 'DELETE',
        refusal: 'LinkedIn refused to remove the like',
        goneIsFine: true,
      });
  }

  /** The account's own comment (DELETE …/socialActions/{post}/comments/{id}?actor=…) or post (DELETE /rest/posts/{urn}). */
  async function remove(channel: ConnectorChannel, urn: string) {
    const comment = commentParts(urn);
    const path = comment
      ? `/rest/socialActions/${urnKey(comment.object)}/comments/${encodeURIComponent(comment.id)}?actor=${urnKey(channel.accountId!)}`
      : `/rest/posts/${urnKey(urn)}`;
    await api.call(channel, path, { method: 'DELETE', refusal: 'LinkedIn refused to delete it', goneIsFine: true });
  }

  async function act(channel: ConnectorChannel, action: NetworkAction): Promise<ActionResult> {
    switch (action.kind) {
      case 'reply':
        return reply(channel, action.parentNetworkId, action.text);
      case 'like':
      case 'unlike':
        await react(channel, action.subjectNetworkId, action.kind === 'like');
        return {};
      case 'delete':
        await remove(channel, action.networkId);
        return {};
      case 'repost':
      case 'message':
        // Not in `actions`: the service refuses these before asking.
        throw new PublishError(`LinkedIn does not let apps ${action.kind === 'repost' ? 'repost' : 'send messages'}.`);
    }
  }

  return { readInbox, act, readable, latestPosts };
}
