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

  it('say which network would refuse an uploaded picture’s shape or size, as the service does', () => {
    const bluesky = channel('3', 3, 'Sky');
    const picture = 'https://example.com/a.png';
    const wide = { width: 1000, height: 400, size: 6 * 1024 * 1024 };
    const checks = channelChecks([x, instagram, pinterest, bluesky], 'Hi', picture, wide);
    expect(checks.map((c) => c.problems)).toEqual([
      ['X takes pictures up to 5 MB; this one is 6 MB. Use a smaller one.'],
      [
        'Instagram takes pictures between 4:5 (portrait) and 1.91:1 (landscape); this one is 1000 × 400. Crop it to between 4:5 (portrait) and 1.91:1 (landscape).',
      ],
      [
        'Pinterest takes pictures between 1:3.5 (tall) and 2:1 (wide); this one is 1000 × 400. Crop it to between 1:3.5 (tall) and 2:1 (wide).',
      ],
      // Bluesky's 1 MB is met by a smaller JPEG made when publishing.
      [],
    ]);
    const square = { width: 1080, height: 1080, size: 900_000 };
    expect(blockingReason(channelChecks([x, instagram, pinterest, bluesky], 'Hi', picture, square))).toBeNull();
  });
});
