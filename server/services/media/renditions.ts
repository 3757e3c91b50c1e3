import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { makeRenditions } from './image-process.ts';
import type { MediaStorage } from './storage.ts';

/** A picture whose renditions could not be made, and why. */
export interface RenditionFailure {
  id: string;
  workspaceId: number;
  reason: string;
}

export interface RenditionsReport {
  /** Stored pictures in all. */
  pictures: number;
  /** Those that lacked a rendition when the run began. */
  missing: number;
  made: number;
  failed: RenditionFailure[];
}

/** A picture lacks its small rendition, or (not being a JPEG) its JPEG one. */
const lacking = or(isNull(media.thumbnailKey), and(isNull(media.jpegKey), ne(media.contentType, 'image/jpeg')));

/** How often the progress is told: every picture of a few, about every twentieth of many. */
const progressStep = (missing: number) => Math.max(1, Math.ceil(missing / 20));

/**
 * Makes the renditions missing from pictures stored before they existed (migration 0038; decision 072), for
 * `npm run admin -- media-renditions`: each picture's bytes are read from the storage, its small WebP and (when it is
 * not a JPEG) its JPEG made as an upload's are, stored under the keys an upload uses, and the row written only if it
 * still lacks them (a second run, or one at once, changes nothing). A picture that cannot be done (its file gone, its
 * bytes damaged, the storage refusing) is told and left as it was; the rest go on. Says "12 of 40 pictures" as it goes.
 */
export async function makeMissingRenditions(
  deps: { db: Db; media: MediaStorage },
  progress: (line: string) => void,
): Promise<RenditionsReport> {
  const pictures = await deps.db.$count(media);
  const rows = await deps.db
    .select({
      id: media.id,
      workspaceId: media.workspaceId,
      contentType: media.contentType,
      storageKey: media.storageKey,
      thumbnailKey: media.thumbnailKey,
      jpegKey: media.jpegKey,
    })
    .from(media)
    .where(lacking)
    .orderBy(asc(media.createdAt), asc(media.id));
  const report: RenditionsReport = { pictures, missing: rows.length, made: 0, failed: [] };
  const step = progressStep(rows.length);
  for (const [i, row] of rows.entries()) {
    try {
      await renderOne(deps, row);
      report.made++;
    } catch (error) {
      const reason = (error as Error).message;
      report.failed.push({ id: row.id, workspaceId: row.workspaceId, reason });
      progress(`Picture ${row.id} (workspace ${row.workspaceId}): ${reason}`);
    }
    if ((i + 1) % step === 0 || i + 1 === rows.length) progress(`${i + 1} of ${rows.length} pictures`);
  }
  return report;
}

async function renderOne(
  deps: { db: Db; media: MediaStorage },
  row: { id: string; contentType: string; storageKey: string; thumbnailKey: string | null; jpegKey: string | null },
): Promise<void> {
  const bytes = await deps.media.get(row.storageKey).catch((error: unknown) => {
    throw new Error(`the storage did not give its file (${(error as Error).message}); try again later.`);
  });
  if (!bytes) throw new Error(`its file ${row.storageKey} is not in the storage; upload the picture again.`);
  const made = await makeRenditions(bytes, row.contentType).catch(() => {
    throw new Error('its file is damaged or not a picture; upload the picture again.');
  });
  const thumbnailKey = row.thumbnailKey ? undefined : `media/${row.id}.small.webp`;
  const jpegKey = row.jpegKey || !made.jpeg ? undefined : `media/${row.id}.jpg`;
  const objects: [string, Buffer, string][] = [
    ...(thumbnailKey ? [[thumbnailKey, made.thumbnail, 'image/webp'] as [string, Buffer, string]] : []),
    ...(jpegKey ? [[jpegKey, made.jpeg!, 'image/jpeg'] as [string, Buffer, string]] : []),
  ];
  try {
    await Promise.all(objects.map(([key, data, type]) => deps.media.put(key, data, type)));
  } catch (error) {
    throw new Error(`the storage did not take its renditions (${(error as Error).message}); try again later.`);
  }
  // Each key written only where it is still missing: a run at the same time, or an upload's own, keeps its value.
  if (thumbnailKey)
    await deps.db
      .update(media)
      .set({ thumbnailKey })
      .where(and(eq(media.id, row.id), isNull(media.thumbnailKey)));
  if (jpegKey)
    await deps.db
      .update(media)
      .set({ jpegKey })
      .where(and(eq(media.id, row.id), isNull(media.jpegKey)));
  // Deleted from the library meanwhile: its renditions go too, as its delete would have taken them.
  const [still] = await deps.db.select({ id: media.id }).from(media).where(eq(media.id, row.id));
  if (!still) await Promise.all(objects.map(([key]) => deps.media.remove(key).catch(() => undefined)));
}
