import { describe, expect, it } from 'vitest';
import { legacySubjects } from './audit-legacy.ts';
import { channelSubject, excerpt } from './audit-subjects.ts';

describe('excerpt', () => {
  it('keeps a short text whole, on one line', () => {
    expect(excerpt('Open  till\nsix today')).toBe('Open till six today');
  });

  it('cuts a long text at a word, without its trailing punctuation', () => {
    expect(excerpt('Spring menu is here, come and try the lavender latte', 32)).toBe('Spring menu is here, come and…');
    expect(excerpt('Spring menu is here, and more', 20)).toBe('Spring menu is here…');
  });

  it('never splits a character a reader sees as one', () => {
    expect(excerpt('👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦', 2)).toBe('👩‍👩‍👧‍👦👩‍👩‍👧‍👦…');
    expect(excerpt('Supercalifragilistic', 5)).toBe('Super…');
  });
});

describe('subjects', () => {
  it('name a channel by its network', () => {
    expect(channelSubject({ id: 3, name: 'Northwind Coffee', channelType: 1 })).toEqual({
      kind: 'channel',
      id: '3',
      name: 'Northwind Coffee (X)',
    });
  });
});

describe('an older event’s subjects', () => {
  const older = (action: string, target: string, details = {}) =>
    legacySubjects({ workspaceId: 7, actorId: 12, action, target, details });

  it('are its posts and channels by id, to be named at listing', () => {
    expect(older('post.sent_back', 'post 36', { channel_id: 5, writer: 'Sam Rivera' })).toEqual([
      { kind: 'post', id: '36', name: '', channelId: '5' },
      { kind: 'channel', id: '5', name: '' },
      { kind: 'person', id: '', name: 'Sam Rivera' },
    ]);
    expect(older('post.deleted', 'posts 4_5', { channel_ids: '2_3', posts: 2 })).toEqual([
      { kind: 'post', id: '4', name: '' },
      { kind: 'post', id: '5', name: '' },
      { kind: 'channel', id: '2', name: '' },
      { kind: 'channel', id: '3', name: '' },
    ]);
    expect(older('draft.deleted', 'draft 9')).toEqual([{ kind: 'draft', id: '9', name: '' }]);
  });

  it('keep the names their target gave', () => {
    expect(older('channel.connected', 'Practice (X)', { channel_id: 8 })).toEqual([
      { kind: 'channel', id: '8', name: 'Practice (X)' },
    ]);
    expect(older('member.invited', 'bob@example.com', { role: 'admin' })).toEqual([
      { kind: 'invitation', id: '', name: 'bob@example.com' },
    ]);
    expect(older('member.joined', 'Bob', { role: 'admin' })).toEqual([{ kind: 'person', id: '12', name: 'Bob' }]);
    expect(older('member.removed', 'Sam Rivera')).toEqual([{ kind: 'person', id: '', name: 'Sam Rivera' }]);
    expect(older('app.deleted', 'Zapier', { client_id: 'app_1' })).toEqual([
      { kind: 'application', id: 'app_1', name: 'Zapier' },
    ]);
    expect(older('workspace.updated', 'Northwind')).toEqual([{ kind: 'workspace', id: '7', name: 'Northwind' }]);
    expect(older('something.new', 'What')).toEqual([]);
  });
});
