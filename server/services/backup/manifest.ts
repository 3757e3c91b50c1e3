import { z } from 'zod';

export const FORMAT = 'social-desk-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const KEY_FILE = 'secret.key';
/** With pictures in a bucket: the objects the backup's rows name, one key a line. */
export const OBJECT_LIST = 'media-objects.txt';

export const tableFile = (table: string) => `tables/${table}.jsonl`;

const name = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);
const mediaKey = z.string().regex(/^media\/[A-Za-z0-9_-]{16,64}(\.small)?\.(png|jpg|gif|webp)$/);

/** What a backup holds and how it was made: the first thing a restore reads, and all it trusts before checking. */
export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The last migration the database ran: Drizzle's time for it, and its file's tag when this code knew it. */
    migration: z.object({ when: z.number().int().positive(), tag: z.string().optional() }),
    tables: z.array(z.object({ name, rows: z.number().int().nonnegative(), file: z.string() })),
    sequences: z.array(z.object({ name, lastValue: z.string().regex(/^-?\d{1,19}$/), isCalled: z.boolean() })),
  }),
  media: z.discriminatedUnion('storage', [
    z.object({
      storage: z.literal('local'),
      /** The pictures' files, under their storage keys (`media/<id>.<ext>`). */
      files: z.array(mediaKey),
      /** Rows whose file was gone when the backup read the files (deleted after the snapshot). */
      missing: z.array(mediaKey),
    }),
    z.object({
      storage: z.literal('s3'),
      bucket: z.string(),
      endpoint: z.string().optional(),
      /** How many objects the rows name; their keys are in OBJECT_LIST. Their bytes are the bucket's to back up. */
      objects: z.number().int().nonnegative(),
    }),
  ]),
  secretKey: z.object({
    /** What sealed the network credentials: SECRET_KEY (not in the backup) or the key file in DATA_DIR. */
    source: z.enum(['SECRET_KEY', 'key-file', 'none']),
    /** Whether the key file is in the backup (KEY_FILE). */
    included: z.boolean(),
  }),
  /** Every other file of the archive: its size and SHA-256, checked before a restore changes anything. */
  files: z.record(z.string(), z.object({ bytes: z.number().int().nonnegative(), sha256: z.string().length(64) })),
});

export type Manifest = z.infer<typeof manifestSchema>;
