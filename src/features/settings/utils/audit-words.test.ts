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
