import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../api/generated/types.gen';
import { blockingReason, channelChecks } from './network-rules';

const channel = (id: string, type: number, name: string): Channel => ({
  channel_id: id,
  channel_type: type,
  name,
  screen_name: name.toLowerCase(),
  picture: '',
});
const x = channel('1', 1, 'Coffee on X');
const instagram = channel('5', 5, 'Cafe');
const pinterest = channel('6', 6, 'Boards');

describe('network rules while writing', () => {
  it('ask Instagram and Pinterest for an image, and every network for a text within its limit', () => {
    const checks = channelChecks([x, instagram, pinterest], 'b'.repeat(290), '');
    expect(checks.map((c) => c.problems)).toEqual([
      ['Too long for X: 290 of 280 characters.'],
      ['Instagram needs an image.'],
      ['Pinterest needs an image.'],
    ]);
    expect(blockingReason(checks)).toBe('Not ready for Coffee on X, Cafe and Boards: see the problems above.');
    expect(blockingReason(channelChecks([instagram], 'Hi', 'https://example.com/a.png'))).toBeNull();
  });
});
