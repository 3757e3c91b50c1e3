import type { ChannelRow } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { networkOf } from '../../../shared/networks.ts';
import { pictureRuleProblem } from '../../../shared/picture-rules.ts';
import type { ServiceDeps } from '../deps.ts';
import { mediaById, ownMediaId } from './media.ts';

/**
 * A post's picture must suit each of its networks (shape and bytes, shared/picture-rules.ts), checked where it comes
 * into the outbox or is edited, so it is refused then, naming the network and what to do, rather than failing at
 * its time: 422 `picture_not_suitable`. Only a picture of ours is checked (its size is known from its row); an
 * address elsewhere is the network's to judge when it publishes.
 */
export async function checkPictureSuits(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'media'>,
  picture: string | null | undefined,
  targets: readonly Pick<ChannelRow, 'channelType'>[],
): Promise<void> {
  const id = picture?.trim() ? ownMediaId(deps, picture) : undefined;
  const row = id === undefined ? undefined : await mediaById(deps.db, id);
  if (!row) return;
  // A picture stored before renditions (migration 0038) has no JPEG until `npm run admin -- media-renditions`.
  const facts = { ...row, hasJpeg: row.contentType === 'image/jpeg' || row.jpegKey !== null };
  const problems = [
    ...new Set(
      targets
        .map((t) => pictureRuleProblem(t.channelType, networkOf(t.channelType).name, facts))
        .filter((p): p is string => p !== null),
    ),
  ];
  if (problems.length) throw invalid('picture_not_suitable', problems.join(' '), 'picture');
}
