import { describe, expect, it } from 'vitest';
import { defaultMailMode, digestAfter, mailDue, mailModesOf } from './notification-mail.ts';

const at = (iso: string) => new Date(iso);
const person = { modes: {}, digestHour: 8, zone: 'Europe/Paris' };

describe('email modes', () => {
  it('default approvals and failures to at once, the rest to the digest', () => {
    expect(defaultMailMode('approval_requested')).toBe('now');
    expect(defaultMailMode('post_failed')).toBe('now');
    expect(defaultMailMode('mentioned')).toBe('digest');
    expect(mailModesOf({ mentioned: 'off' }).find((k) => k.kind === 'mentioned')).toEqual({
      kind: 'mentioned',
      mode: 'off',
      defaultMode: 'digest',
    });
  });
});

describe('the digest hour', () => {
  it('is the next one in the zone, the same day or the next, across a clock change', () => {
    expect(digestAfter(at('2026-11-20T06:00:00Z'), 8, 'Europe/Paris')).toEqual(at('2026-11-20T07:00:00Z'));
    expect(digestAfter(at('2026-11-20T07:00:00Z'), 8, 'Europe/Paris')).toEqual(at('2026-11-21T07:00:00Z'));
    // The night clocks go back in Paris (25 October 2026): 08:00 is an hour later in UTC than the day before.
    expect(digestAfter(at('2026-10-24T12:00:00Z'), 8, 'Europe/Paris')).toEqual(at('2026-10-25T07:00:00Z'));
    expect(digestAfter(at('2026-10-23T12:00:00Z'), 8, 'Europe/Paris')).toEqual(at('2026-10-24T06:00:00Z'));
  });
});

describe('when an entry goes out', () => {
  const failed = {
    kind: 'post_failed' as const,
    since: at('2026-11-20T10:00:00Z'),
    latest: at('2026-11-20T10:05:00Z'),
  };

  it('at once: after a quiet minute, or fifteen minutes of a burst', () => {
    expect(mailDue(failed, person, at('2026-11-20T10:05:59Z'))).toBeNull();
    expect(mailDue(failed, person, at('2026-11-20T10:06:00Z'))).toBe('now');
    expect(mailDue({ ...failed, latest: at('2026-11-20T10:14:50Z') }, person, at('2026-11-20T10:15:00Z'))).toBe('now');
    expect(mailDue(failed, { ...person, modes: { post_failed: 'off' } }, at('2026-11-20T11:00:00Z'))).toBeNull();
  });

  it('in the digest: once its hour came after the entry', () => {
    const digested = { ...person, modes: { post_failed: 'digest' as const } };
    expect(mailDue(failed, digested, at('2026-11-21T06:59:00Z'))).toBeNull();
    expect(mailDue(failed, digested, at('2026-11-21T07:00:00Z'))).toBe('digest');
  });

  it('never for an entry whose last event is a day and a half old', () => {
    expect(mailDue(failed, person, at('2026-11-21T22:05:01Z'))).toBeNull();
  });
});
