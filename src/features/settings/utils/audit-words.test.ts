import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../api/generated/types.gen';
import { detailsInWords, sentenceOf, sentenceText } from './audit-words';

const event = (
  action: string,
  details: AuditEvent['details'],
  subject: AuditEvent['subjects'][number],
): AuditEvent => ({
  event_id: '1',
  at: '2026-11-27 09:00:00',
  actor: 'Maya Chen',
  action,
  target: subject.name,
  details,
  subjects: [subject],
});
const label = { kind: 'label' as const, id: '3', name: 'Refund', exists: true };
const reply = { kind: 'saved_reply' as const, id: '4', name: 'Thanks', exists: false };

describe('labels and saved replies in the audit log', () => {
  it('says what was done to a label, and what changed', () => {
    const renamed = event(
      'label.updated',
      { name_from: 'Refunds', name: 'Refund', color_from: '#aaaaaa', color: '#2f80ed' },
      label,
    );
    expect(sentenceText(sentenceOf(renamed))).toBe('Maya Chen changed the label Refund');
    expect(detailsInWords(renamed)).toEqual(['renamed from “Refunds” to “Refund”', 'colour #aaaaaa → #2f80ed']);
    const deleted = event('label.deleted', { items: 12 }, label);
    expect(sentenceText(sentenceOf(deleted))).toBe('Maya Chen deleted the label Refund');
    expect(detailsInWords(deleted)).toEqual(['taken off 12 items']);
  });

  it('says what was done to a saved reply, and what changed', () => {
    const changed = event(
      'saved_reply.updated',
      { title_from: 'Thank you', title: 'Thanks', text_changed: true },
      reply,
    );
    expect(sentenceText(sentenceOf(changed))).toBe('Maya Chen changed the saved reply Thanks');
    expect(detailsInWords(changed)).toEqual(['retitled from “Thank you” to “Thanks”', 'text changed']);
    expect(sentenceText(sentenceOf(event('saved_reply.created', {}, reply)))).toBe(
      'Maya Chen added the saved reply Thanks',
    );
  });
});

describe('snippets in the audit log', () => {
  const signature = { kind: 'snippet' as const, id: '5', name: 'Best', exists: true };

  it('names a snippet with its kind, and says what changed', () => {
    const changed = event(
      'snippet.updated',
      { kind: 'signature', name_from: 'Cheers', name: 'Best', body_changed: true },
      signature,
    );
    expect(sentenceText(sentenceOf(changed))).toBe('Maya Chen changed the signature Best');
    expect(detailsInWords(changed)).toEqual(['renamed from “Cheers” to “Best”', 'text changed']);
    const added = event('snippet.created', { kind: 'hashtags' }, { ...signature, name: 'Coffee' });
    expect(sentenceText(sentenceOf(added))).toBe('Maya Chen added the hashtag group Coffee');
    expect(detailsInWords(added)).toEqual([]);
  });
});

describe('round-robin in the audit log', () => {
  const workspace = { kind: 'workspace' as const, id: '1', name: 'Northwind Coffee', exists: true };
  it('says whether new conversations are handed out in turn, and among how many', () => {
    const on = event('inbox.routing_changed', { enabled: true, channel_ids: '3_4', member_ids: '7' }, workspace);
    expect(sentenceText(sentenceOf(on))).toBe('Maya Chen set who gets new conversations in turn');
    expect(detailsInWords(on)).toEqual(['2 channels, 1 member']);
    const off = event('inbox.routing_changed', { enabled: false, channel_ids: '', member_ids: '' }, workspace);
    expect(sentenceText(sentenceOf(off))).toBe('Maya Chen stopped handing out new conversations in turn');
    expect(detailsInWords(off)).toEqual([]);
  });
});

describe('approval steps in the audit log', () => {
  const workspace = { kind: 'workspace' as const, id: '1', name: 'Northwind Coffee', exists: true };
  const post = { kind: 'post' as const, id: '9', name: 'Spring menu', exists: true, channel_id: '11' };
  const channel = { kind: 'channel' as const, id: '11', name: 'Northwind Coffee (X)', exists: true };
  const withChannel = (e: AuditEvent): AuditEvent => ({ ...e, subjects: [post, channel] });

  it('says who approves posts now, step by step', () => {
    const changed = event(
      'workspace.approval_steps_changed',
      { steps: 'owners and admins, then Rae Reviewer, then the client', count: 3 },
      workspace,
    );
    expect(sentenceText(sentenceOf(changed))).toBe('Maya Chen changed who approves posts in Northwind Coffee');
    expect(detailsInWords(changed)).toEqual(['3 steps: owners and admins, then Rae Reviewer, then the client']);
    const one = event('workspace.approval_steps_changed', { steps: 'owners and admins', count: 1 }, workspace);
    expect(detailsInWords(one)).toEqual(['1 step: owners and admins']);
  });

  it('says whether links get UTM parameters', () => {
    const on = event('workspace.utm_changed', { enabled: true, campaign: 'autumn' }, workspace);
    expect(sentenceText(sentenceOf(on))).toBe('Maya Chen turned on UTM parameters on the links of Northwind Coffee');
    const off = event('workspace.utm_changed', { enabled: false, campaign: '' }, workspace);
    expect(sentenceText(sentenceOf(off))).toBe('Maya Chen turned off UTM parameters on the links of Northwind Coffee');
  });

  it('says which step of how many a decision was', () => {
    const step = withChannel(event('post.step_approved', { channel_id: '11', step: 1, of: 3 }, post));
    expect(sentenceText(sentenceOf(step))).toBe(
      'Maya Chen approved step 1 of 3 of “Spring menu” on Northwind Coffee (X)',
    );
    expect(detailsInWords(step)).toEqual([]);
    const back = withChannel(event('post.sent_back', { channel_id: '11', writer: 'Sam Writer', step: 2, of: 3 }, post));
    expect(sentenceText(sentenceOf(back))).toBe(
      'Maya Chen sent “Spring menu” on Northwind Coffee (X) back to Sam Writer as a draft',
    );
    expect(detailsInWords(back)).toEqual(['at step 2 of 3']);
    // One step: nothing about steps, as before they existed.
    const last = withChannel(event('post.approved', { channel_id: '11' }, post));
    expect(sentenceText(sentenceOf(last))).toBe('Maya Chen approved “Spring menu” on Northwind Coffee (X)');
    expect(detailsInWords(last)).toEqual([]);
  });
});
