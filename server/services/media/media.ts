import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { media, type MediaRow } from '../../db/schema.ts';
import { DomainError, forbidden, notFound, unavailable } from '../../domain/errors.ts';
import { formatInZone } from '../../domain/time.ts';
import { linkOrigin } from '../outbox/links.ts';
import { checkImage } from './image-check.ts';
import { IMAGE_TYPES, type ImageType } from './image-info.ts';
import type { MediaStorage } from './storage.ts';

interface MediaDeps {
  db: Db;
  config: Config;
  media: MediaStorage;
}

/** 16 random bytes in base64url (22 characters): an address nobody can guess or count through. */
const newId = () => randomBytes(16).toString('base64url');

export const extensionOf = (type: string) => IMAGE_TYPES[type as ImageType] ?? 'bin';

/** Where a picture is read: the bucket's public address when there is one, else this service's `/media/…`. */
export function mediaUrl(
  deps: Pick<MediaDeps, 'config' | 'media'>,
  row: Pick<MediaRow, 'id' | 'contentType' | 'storageKey'>,
) {
  return (
    deps.media.publicUrl(row.storageKey) ?? `${linkOrigin(deps.config)}/media/${row.id}.${extensionOf(row.contentType)}`
  );
}

/** A picture as the contract answers it (MediaEntry). */
export const mediaView = (deps: Pick<MediaDeps, 'config' | 'media'>, row: MediaRow, zone: string) => ({
  media_id: row.id,
  url: mediaUrl(deps, row),
  content_type: row.contentType as ImageType,
  size: row.size,
  width: row.width,
  height: row.height,
  created_time: formatInZone(row.createdAt, zone),
  uploaded_by: row.uploadedById ? String(row.uploadedById) : '',
});

/**
 * The storage did not take a picture (a read-only or full disk, a bucket that refuses): the service cannot store
 * pictures for now, which is no fault of the picture (503, decision 023). The storage's own error is its cause, for
 * the log; the answer names no path.
 */
function storageFailed(cause: unknown): DomainError {
  const error = unavailable(
    'media_storage_unavailable',
    'The picture could not be stored: the service’s media storage is not accepting files right now. Try again later; if it persists, tell the administrator.',
  );
  return Object.assign(error, { cause });
}

/**
 * Stores an uploaded picture for the caller's workspace: its type and size read from the bytes (a text file sent
 * as image/png is refused, and so is a picture of too many pixels or one that does not decode: ./image-check.ts), the
 * bytes stored first and the row written after, so a row never names missing bytes.
 */
export async function storeMedia(deps: MediaDeps, auth: AuthContext, bytes: Uint8Array): Promise<MediaRow> {
  const info = await checkImage(bytes);
  const id = newId();
  const storageKey = `media/${id}.${IMAGE_TYPES[info.type]}`;
  await deps.media.put(storageKey, bytes, info.type).catch((error: unknown) => {
    throw storageFailed(error);
  });
  try {
    const [row] = await deps.db
      .insert(media)
      .values({
        id,
        workspaceId: auth.workspaceId,
        contentType: info.type,
        size: bytes.byteLength,
        width: info.width,
        height: info.height,
        storageKey,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        uploadedById: auth.userId,
      })
      .returning();
    return row!;
  } catch (error) {
    await deps.media.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

export const MEDIA_PAGE_SIZE = 50;

/** The workspace's pictures, newest first, 50 a page; after a picture of the workspace when one is named. */
export async function listMedia(
  db: Db,
  auth: AuthContext,
  afterId?: string,
): Promise<{ rows: MediaRow[]; more: boolean }> {
  const rows = await db
    .select()
    .from(media)
    .where(
      and(
        eq(media.workspaceId, auth.workspaceId),
        afterId === undefined
          ? undefined
          : sql`(${media.createdAt}, ${media.id}) < (select m.created_at, m.id from media as m where m.id = ${afterId} and m.workspace_id = ${auth.workspaceId})`,
      ),
    )
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(MEDIA_PAGE_SIZE + 1);
  if (afterId !== undefined && rows.length === 0) await findMedia(db, auth, afterId, 'last_media_id');
  return { rows: rows.slice(0, MEDIA_PAGE_SIZE), more: rows.length > MEDIA_PAGE_SIZE };
}

async function findMedia(db: Db, auth: AuthContext, id: string, field = 'media_id'): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.workspaceId, auth.workspaceId)));
  if (!row) throw notFound('picture', field);
  return row;
}

/**
 * Deletes a picture of the workspace (its uploader, or an owner or admin): the row, then the bytes. Posts that
 * named its address keep the address, which answers 404 from then on.
 */
export async function deleteMedia(deps: MediaDeps, auth: AuthContext, id: string): Promise<void> {
  const row = await findMedia(deps.db, auth, id);
  if (auth.role === 'collaborator' && row.uploadedById !== auth.userId)
    throw forbidden('Collaborators can delete the pictures they uploaded only.');
  const [gone] = await deps.db
    .delete(media)
    .where(and(eq(media.id, id), eq(media.workspaceId, auth.workspaceId)))
    .returning({ key: media.storageKey });
  if (!gone) throw notFound('picture', 'media_id');
  await deps.media.remove(gone.key);
}

/** A picture by its public address's id (`/media/<id>.<ext>`), of any workspace: the address is the secret. */
export async function mediaById(db: Db, id: string): Promise<MediaRow | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return undefined;
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

const OWN_PATH = /^\/media\/([A-Za-z0-9_-]{16,64})\.(png|jpg|gif|webp)$/;

/**
 * The picture an address names when it is one of ours: this service's `/media/<id>.<ext>` (at its public origin,
 * or as a path), or an object at the bucket's public address. Read from the storage, never fetched over HTTP, so
 * that publishing needs no request to ourselves (and works on localhost without FETCH_PRIVATE_ADDRESSES). Answers
 * undefined for an address that is not ours, and 'gone' for one of ours whose picture was deleted.
 */
export async function ownMedia(
  deps: MediaDeps,
  address: string,
): Promise<{ bytes: Buffer; contentType: string } | 'gone' | undefined> {
  const origin = linkOrigin(deps.config);
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return undefined;
  }
  const base = deps.media.publicBase;
  const path =
    url.origin === new URL(origin).origin
      ? url.pathname
      : base && url.href.startsWith(base)
        ? `/${url.href.slice(base.length)}`
        : undefined;
  const id = path === undefined ? undefined : OWN_PATH.exec(path)?.[1];
  if (id === undefined) return undefined;
  const row = await mediaById(deps.db, id);
  const bytes = row ? await deps.media.get(row.storageKey) : undefined;
  return row && bytes ? { bytes, contentType: row.contentType } : 'gone';
}
