import { describe, expect, it } from 'vitest';
import { gatherKey, NOTIFICATION_KINDS, notificationLink } from './notifications.ts';

const subject = { actorId: 7, postId: 11, channelId: 5, itemId: 13 };
const none = { actorId: null, postId: null, channelId: null, itemId: null };

describe('gatherKey', () => {
  it('gathers what comes in bursts: posts to approve per writer, failures and lapsed sign-ins per channel', () => {
    expect(gatherKey('approval_requested', subject)).toBe('approval:7');
    expect(gatherKey('post_failed', subject)).toBe('failed:5');
    expect(gatherKey('channel_needs_reconnect', subject)).toBe('reconnect:5');
  });

  it('keeps each decision of a person apart', () => {
    for (const kind of [
      'post_approved',
      'post_sent_back',
      'conversation_assigned',
      'mentioned',
      'comment_mention',
    ] as const)
      expect(gatherKey(kind, subject)).toBeNull();
  });

  it("gathers others' comments per post, or per draft", () => {
    expect(gatherKey('post_comment', subject)).toBe('comments:post:11');
    expect(gatherKey('post_comment', { ...none, draftId: 11 })).toBe('comments:draft:11');
  });
});

describe('notificationLink', () => {
  it('opens the dashboard page that shows what it is about', () => {
    expect(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationLink(kind, subject)]))).toEqual({
      approval_requested: '/approvals',
      post_approved: '/outbox/5',
      post_sent_back: '/drafts',
      post_failed: '/outbox/5',
      channel_needs_reconnect: '/settings/channels',
      conversation_assigned: '/inbox?item=13&itemChannel=5',
      mentioned: '/inbox?item=13&itemChannel=5',
      comment_mention: '/outbox/5',
      post_comment: '/outbox/5',
      review_approved: '/outbox/5',
      review_changes_requested: '/outbox/5',
      first_comment_failed: '/inbox?item=13&itemChannel=5',
    });
  });

  it("opens a draft's comments in Drafts", () => {
    expect(notificationLink('post_comment', { ...none, draftId: 3 })).toBe('/drafts');
    expect(notificationLink('comment_mention', { ...none, draftId: 3 })).toBe('/drafts');
  });

  it('falls back to the page of the list when the entry names nothing', () => {
    expect(notificationLink('post_failed', none)).toBe('/outbox');
    expect(notificationLink('mentioned', none)).toBe('/inbox');
  });
});
