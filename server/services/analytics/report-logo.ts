// The logo on a report's cover (decision 078): the JPEG form of the workspace's chosen picture (the picture itself
// when it is a JPEG, else its JPEG rendition, decision 061), which pdfkit draws. None: the cover goes without.
import type { Db } from '../../db/client.ts';
import type { workspaces } from '../../db/schema.ts';
import type { MediaStorage } from '../media/storage.ts';
import { workspaceLogo } from '../workspaces/settings.ts';

export async function reportLogo(
  deps: { db: Db; media: MediaStorage },
  workspace: Pick<typeof workspaces.$inferSelect, 'id' | 'logoMediaId'>,
): Promise<Uint8Array | null> {
  const picture = await workspaceLogo(deps.db, workspace);
  const key = picture?.contentType === 'image/jpeg' ? picture.storageKey : picture?.jpegKey;
  if (!key) return null;
  const bytes = await deps.media.get(key);
  return bytes ? new Uint8Array(bytes) : null;
}
