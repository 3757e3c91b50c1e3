import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { media, type MediaRow } from '../../db/schema.ts';
import { conflict, DomainError, forbidden, notFound, unavailable } from '../../domain/errors.ts';
import { formatInZone } from '../../domain/time.ts';
import { linkOrigin } from '../outbox/links.ts';
import { IN_OUTBOX, POST_STATUS } from '../outbox/read.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { PictureSource } from './image-check.ts';
import { fitJpeg, processImage } from './image-process.ts';
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

/** Where a picture's small rendition is read; the picture itself for one stored before renditions were made. */
export function thumbnailUrl(
  deps: Pick<MediaDeps, 'config' | 'media'>,
  row: Pick<MediaRow, 'id' | 'contentType' | 'storageKey' | 'thumbnailKey'>,
) {
  if (!row.thumbnailKey) return mediaUrl(deps, row);
  return deps.media.publicUrl(row.thumbnailKey) ?? `${linkOrigin(deps.config)}/media/${row.id}.small.webp`;
}

/** Where a picture's JPEG rendition is read (a picture that is not JPEG), or undefined when it has none. */
export function jpegUrl(deps: Pick<MediaDeps, 'config' | 'media'>, row: Pick<MediaRow, 'id' | 'jpegKey'>) {
  if (!row.jpegKey) return undefined;
  return deps.media.publicUrl(row.jpegKey) ?? `${linkOrigin(deps.config)}/media/${row.id}.jpg`;
}

/** Where a picture is used: posts still in the outbox (publishing ones too), published posts, drafts. */
export interface MediaUse {
  outbox: number;
  published: number;
  drafts: number;
}

/** A picture as the contract answers it (MediaEntry). */
export const mediaView = (deps: Pick<MediaDeps, 'config' | 'media'>, row: MediaRow, zone: string) => ({
  media_id: row.id,
  url: mediaUrl(deps, row),
  thumbnail_url: thumbnailUrl(deps, row),
  name: row.name,
  content_type: row.contentType as ImageType,
  size: row.size,
  width: row.width,
  height: row.height,
  created_time: formatInZone(row.createdAt, zone),
  uploaded_by: row.uploadedById ? String(row.uploadedById) : '',
});

/** An entry of the library: the picture and where it is used. */
export const libraryView = (
  deps: Pick<MediaDeps, 'config' | 'media'>,
  row: MediaRow & { use: MediaUse },
  zone: string,
) => ({ ...mediaView(deps, row, zone), used_by: row.use });

/**
 * The name a picture is kept under: the file's own name without any folder, control characters or runs of spaces,
 * at most 200 characters; "picture-<day>" (in the workspace's zone) when nothing is left.
 */
export function mediaName(sent: string | undefined, now: Date, zone: string): string {
  const name = [
    ...(sent ?? '')
      .split(/[/\\]/)
      .at(-1)!
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, 200)
    .join('')
    .trim();
  return name || `picture-${formatInZone(now, zone).slice(0, 10)}`;
}

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
 * Stores an uploaded picture for the caller's workspace: refused when it is not a picture taken (its type read from
 * the bytes, too many pixels, damaged: ./image-check.ts), else stored upright and without its metadata, with its
 * renditions (./image-process.ts). The bytes are stored first and the row written after, so a row never names
 * missing bytes; what was stored is removed again when a later step fails.
 */
export async function storeMedia(
  deps: MediaDeps & { now?: () => Date },
  auth: AuthContext,
  upload: PictureSource,
  sentName?: string,
): Promise<MediaRow> {
  const image = await processImage(upload);
  const id = newId();
  const storageKey = `media/${id}.${IMAGE_TYPES[image.type]}`;
  const thumbnailKey = `media/${id}.small.webp`;
  const jpegKey = image.jpeg ? `media/${id}.jpg` : null;
  const objects: [string, Uint8Array, string][] = [
    [storageKey, image.bytes, image.type],
    [thumbnailKey, image.thumbnail, 'image/webp'],
    ...(image.jpeg ? [[jpegKey!, image.jpeg, 'image/jpeg'] as [string, Uint8Array, string]] : []),
  ];
  const removeAll = () => Promise.all(objects.map(([key]) => deps.media.remove(key).catch(() => undefined)));
  try {
    await Promise.all(objects.map(([key, bytes, type]) => deps.media.put(key, bytes, type)));
  } catch (error) {
    await removeAll();
    throw storageFailed(error);
  }
  try {
    const [row] = await deps.db
      .insert(media)
      .values({
        id,
        workspaceId: auth.workspaceId,
        contentType: image.type,
        size: image.bytes.byteLength,
        width: image.width,
        height: image.height,
        storageKey,
        sha256: createHash('sha256').update(image.bytes).digest('hex'),
        uploadedById: auth.userId,
        name: mediaName(sentName, deps.now?.() ?? new Date(), auth.timezone),
        thumbnailKey,
        jpegKey,
      })
      .returning();
    return row!;
  } catch (error) {
    await removeAll();
    throw error;
  }
}

export const MEDIA_PAGE_SIZE = 50;

/** `%`, `_` and `\` stand for themselves in a search, as a person typing them means. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How many posts and drafts of the picture's workspace name it (its address or a rendition's: each holds
 * `media/<id>.`), as columns of a select on media: posts still in the outbox (publishing ones too), published
 * posts, drafts. `strpos` rather than LIKE: an id may hold `_`.
 */
const usedIn = (statuses: readonly number[]) =>
  sql<number>`(select count(*) from posts as p where p.workspace_id = media.workspace_id and p.status in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}) and strpos(p.picture, 'media/' || media.id || '.') > 0)::int`;
// The outer media row is named in full: drizzle writes a column of the only table selected from without its table,
// which inside the subqueries would be the post's or the draft's own.
const useColumns = {
  outbox: usedIn([...IN_OUTBOX, POST_STATUS.publishing]),
  published: usedIn([POST_STATUS.published]),
  drafts: sql<number>`(select count(*) from drafts as d where d.workspace_id = media.workspace_id and strpos(d.picture, 'media/' || media.id || '.') > 0)::int`,
};

/**
 * The workspace's pictures, newest first, 50 a page, with where each is used; after a picture of the workspace when
 * one is named; those whose name holds `search` (any case) when one is given.
 */
export async function listMedia(
  db: Db,
  auth: AuthContext,
  options: { afterId?: string; search?: string } = {},
): Promise<{ rows: (MediaRow & { use: MediaUse })[]; more: boolean }> {
  const { afterId } = options;
  const search = options.search?.trim();
  const rows = await db
    .select({ row: media, ...useColumns })
    .from(media)
    .where(
      and(
        eq(media.workspaceId, auth.workspaceId),
        search ? ilike(media.name, `%${likeEscaped(search)}%`) : undefined,
        afterId === undefined
          ? undefined
          : sql`(${media.createdAt}, ${media.id}) < (select m.created_at, m.id from media as m where m.id = ${afterId} and m.workspace_id = ${auth.workspaceId})`,
      ),
    )
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(MEDIA_PAGE_SIZE + 1);
  if (afterId !== undefined && rows.length === 0) await findMedia(db, auth, afterId, 'last_media_id');
  return {
    rows: rows
      .slice(0, MEDIA_PAGE_SIZE)
      .map(({ row, outbox, published, drafts }) => ({ ...row, use: { outbox, published, drafts } })),
    more: rows.length > MEDIA_PAGE_SIZE,
  };
}

async function findMedia(db: Db, auth: AuthContext, id: string, field = 'media_id'): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.workspaceId, auth.workspaceId)));
  if (!row) throw notFound('picture', field);
  return row;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Deletes a picture of the workspace (its uploader, or an owner or admin): the row, then the bytes of it and its
 * renditions. A picture that a post still in the outbox or a draft names is refused (409 `media_in_use`, saying how
 * many and where): they would fail, or lose their picture, later. Published posts do not hold it: the networks keep
 * their own copy (decision 062), and their listing keeps the address, which answers 404 from then on.
 */
export async function deleteMedia(deps: MediaDeps, auth: AuthContext, id: string): Promise<void> {
  const row = await findMedia(deps.db, auth, id);
  if (auth.role === 'collaborator' && row.uploadedById !== auth.userId)
    throw forbidden('Collaborators can delete the pictures they uploaded only.');
  const gone = await inTransaction(deps.db, async (tx) => {
    // Locked, so that two deletes of it (on any instance) delete and remove once.
    const [use] = await tx
      .select(useColumns)
      .from(media)
      .where(and(eq(media.id, id), eq(media.workspaceId, auth.workspaceId)))
      .for('update');
    if (!use) throw notFound('picture', 'media_id');
    if (use.outbox > 0 || use.drafts > 0) {
      const where = [
        use.outbox > 0 ? counted(use.outbox, 'post in the outbox', 'posts in the outbox') : undefined,
        use.drafts > 0 ? counted(use.drafts, 'draft', 'drafts') : undefined,
      ].filter(Boolean);
      throw conflict(
        'media_in_use',
        `This picture is used by ${where.join(' and ')}. Remove it from ${use.outbox + use.drafts === 1 ? 'that one' : 'them'} (or delete ${use.outbox + use.drafts === 1 ? 'it' : 'them'}) first, then delete the picture.`,
      );
    }
    const [deleted] = await tx
      .delete(media)
      .where(and(eq(media.id, id), eq(media.workspaceId, auth.workspaceId)))
      .returning();
    return deleted!;
  });
  for (const key of [gone.storageKey, gone.thumbnailKey, gone.jpegKey])
    if (key) await deps.media.remove(key).catch(() => undefined);
}

/**
 * What an address under /media/ names of a picture: itself (`<id>.<its ext>`), its small rendition
 * (`<id>.small.webp`) or its JPEG rendition (`<id>.jpg`, a picture that is not JPEG); undefined for anything else.
 */
export function mediaFile(
  row: MediaRow,
  small: boolean,
  ext: string,
): { key: string; type: string; tag: string } | undefined {
  if (small)
    return ext === 'webp' && row.thumbnailKey
      ? { key: row.thumbnailKey, type: 'image/webp', tag: '-small' }
      : undefined;
  if (ext === extensionOf(row.contentType)) return { key: row.storageKey, type: row.contentType, tag: '' };
  if (ext === 'jpg' && row.jpegKey) return { key: row.jpegKey, type: 'image/jpeg', tag: '-jpg' };
  return undefined;
}

/** A picture by its public address's id (`/media/<id>.<ext>`), of any workspace: the address is the secret. */
export async function mediaById(db: Db, id: string): Promise<MediaRow | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return undefined;
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

const OWN_PATH = /^\/media\/([A-Za-z0-9_-]{16,64})\.(png|jpg|gif|webp)$/;

/** The media id an address names when it is one of ours (this service's `/media/…`, or the bucket's), else undefined. */
export function ownMediaId(deps: Pick<MediaDeps, 'config' | 'media'>, address: string): string | undefined {
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
  return path === undefined ? undefined : OWN_PATH.exec(path)?.[1];
}

/** A picture of ours as a connector gets it: its bytes, and where its JPEG rendition is read when it has one. */
export interface OwnPicture {
  bytes: Buffer;
  contentType: string;
  jpegAddress?: string;
}

/**
 * The picture an address names when it is one of ours: this service's `/media/<id>.<ext>` (at its public origin,
 * or as a path), or an object at the bucket's public address. Read from the storage, never fetched over HTTP, so
 * that publishing needs no request to ourselves (and works on localhost without FETCH_PRIVATE_ADDRESSES). Answers
 * undefined for an address that is not ours, and 'gone' for one of ours whose picture was deleted. With `fitBytes`,
 * a picture larger than that is given as a JPEG made to fit (Bluesky's 1 MB, decision 061), when one can be made.
 */
export async function ownMedia(
  deps: MediaDeps,
  address: string,
  options: { fitBytes?: number } = {},
): Promise<OwnPicture | 'gone' | undefined> {
  const id = ownMediaId(deps, address);
  if (id === undefined) return undefined;
  const row = await mediaById(deps.db, id);
  const bytes = row ? await deps.media.get(row.storageKey) : undefined;
  if (!row || !bytes) return 'gone';
  const jpegAddress = jpegUrl(deps, row);
  if (options.fitBytes !== undefined && bytes.byteLength > options.fitBytes) {
    const fitted = await fitJpeg(bytes, options.fitBytes);
    if (fitted) return { bytes: fitted, contentType: 'image/jpeg' };
  }
  return { bytes, contentType: row.contentType, ...(jpegAddress ? { jpegAddress } : {}) };
}
