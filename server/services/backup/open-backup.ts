import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { extract } from 'tar';
import { knownMigrations } from '../../db/migration-steps.ts';
import {
  FORMAT,
  FORMAT_VERSION,
  KEY_FILE,
  MANIFEST,
  manifestSchema,
  OBJECT_LIST,
  tableFile,
  type Manifest,
} from './manifest.ts';
import { sumOf } from './stage.ts';

export interface OpenedBackup {
  manifest: Manifest;
  /** Where a file of the archive was unpacked. */
  path(name: string): string;
  /** Removes what was unpacked. */
  close(): Promise<void>;
}

/** The names a backup's archive may hold; anything else in it is not unpacked. */
const ENTRY =
  /^(manifest\.json|secret\.key|media-objects\.txt|tables\/[a-z_][a-z0-9_]*\.jsonl|media\/[A-Za-z0-9_-]{16,64}(\.small)?\.(png|jpg|gif|webp))$/;

/** Reads the manifest, and refuses what is not a backup of this format, in a sentence the operator can act on. */
function readManifest(file: string, dir: string): Manifest {
  const path = join(dir, MANIFEST);
  if (!existsSync(path)) throw new Error(`${file} is not a Social Desk backup: it has no ${MANIFEST}.`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new Error(`${file} is not a Social Desk backup: its ${MANIFEST} is not JSON.`);
  }
  const head = raw as { format?: unknown; formatVersion?: unknown };
  if (head?.format !== FORMAT)
    throw new Error(`${file} is not a Social Desk backup (its manifest says another format).`);
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION)
    throw new Error(
      `${file} was written by a newer release (backup format ${head.formatVersion}; this one reads ${FORMAT_VERSION}): restore it with that release or a later one.`,
    );
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(`${file} is damaged: its manifest does not read (${parsed.error.issues[0]!.message}).`);
  return parsed.data;
}

/** The backup's schema must be one this code can make, and not newer than it. */
function checkSchema(file: string, manifest: Manifest) {
  const known = knownMigrations();
  const { when, tag } = manifest.database.migration;
  const newest = known.at(-1)!;
  if (when > newest.when)
    throw new Error(
      `${file} comes from a newer release: its database is at migration ${tag ?? when}, and this release knows migrations up to ${newest.tag}. Restore it with that release or a later one.`,
    );
  if (!known.some((m) => m.when === when))
    throw new Error(
      `${file} is at a migration this release does not have (${tag ?? when}): it was made by another build of Social Desk.`,
    );
}

/**
 * Unpacks a backup into a private temporary directory (TMPDIR) and checks it whole before anything else happens:
 * the archive reads to its end (gzip's checksum included), the manifest is of this format and of a schema this
 * code knows, and every file it lists is there with its size and SHA-256.
 */
export async function openBackup(file: string): Promise<OpenedBackup> {
  const source = resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) throw new Error(`There is no file ${source}.`);
  const dir = await mkdtemp(join(tmpdir(), 'social-desk-restore-'));
  // Retries: an extraction that failed may still be finishing the writes it began.
  const close = () => rm(dir, { recursive: true, force: true, maxRetries: 5 });
  try {
    try {
      await extract({
        file: source,
        cwd: dir,
        strict: true,
        filter: (path, entry) => ENTRY.test(path.replace(/^\.\//, '')) && 'type' in entry && entry.type === 'File',
      });
    } catch (error) {
      throw new Error(
        `${source} is not a Social Desk backup, or it is damaged: it does not read as a gzipped tar archive (${(error as Error).message}).`,
      );
    }
    const manifest = readManifest(source, dir);
    checkSchema(source, manifest);
    const listed = new Set(Object.keys(manifest.files));
    const needed = [
      ...manifest.database.tables.map((t) => tableFile(t.name)),
      ...(manifest.media.storage === 'local' ? manifest.media.files : [OBJECT_LIST]),
      ...(manifest.secretKey.included ? [KEY_FILE] : []),
    ];
    for (const name of needed)
      if (!listed.has(name)) throw new Error(`${source} is damaged: its manifest does not list ${name}.`);
    for (const [name, expected] of Object.entries(manifest.files)) {
      const path = join(dir, name);
      if (!ENTRY.test(name) || !existsSync(path)) throw new Error(`${source} is damaged: ${name} is missing from it.`);
      const actual = await sumOf(path);
      if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
        throw new Error(`${source} is damaged: ${name} is not what its manifest says.`);
    }
    return { manifest, path: (name) => join(dir, name), close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
