// `npx tsx scripts/release-snapshot.ts <version> <commit>`: the database a release made, as plain SQL, for the
// upgrade test (server/testing/upgrade/). The release's own code, checked out at its commit, creates and seeds a
// throwaway PostgreSQL database and is then used through its API (server/testing/upgrade/release-use.ts); pg_dump
// writes the result to server/db/snapshots/release-<version>.sql (.sql.gz past 1 MB). The README there says more.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createDatabase, startInstance } from '../server/testing/instance.ts';
import { postgresBin, startThrowawayPostgres } from '../server/testing/postgres.ts';
import { SNAPSHOT_SETTINGS, useRelease } from '../server/testing/upgrade/release-use.ts';

/** Past this, the snapshot is committed gzipped. */
const GZIP_FROM_BYTES = 1_000_000;

/**
 * psql's `\restrict` and `\unrestrict` lines (pg_dump since 15.14) are not SQL: without them the file loads through
 * any client, PGlite's included.
 */
const withoutPsqlCommands = (dump: string): string =>
  dump
    .split('\n')
    .filter((line) => !/^\\(un)?restrict\b/.test(line))
    .join('\n');

async function snapshot(version: string, commit: string): Promise<string> {
  const root = resolve(import.meta.dirname, '..');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const full = git('rev-parse', '--verify', `${commit}^{commit}`);
  const tree = mkdtempSync(join(tmpdir(), `release-${version}-`));
  const dataDir = mkdtempSync(join(tmpdir(), `release-${version}-data-`));
  rmSync(tree, { recursive: true });
  git('worktree', 'add', '--detach', tree, full);
  const postgres = await startThrowawayPostgres();
  try {
    symlinkSync(realpathSync(join(root, 'node_modules')), join(tree, 'node_modules'));
    const url = await createDatabase(postgres.url, 'socialdesk');
    const instance = await startInstance({ ...SNAPSHOT_SETTINGS, DATABASE_URL: url, DATA_DIR: dataDir }, tree);
    try {
      await useRelease(instance.origin);
    } finally {
      await instance.stop();
    }
    const dump = execFileSync(
      join(postgresBin(), 'pg_dump'),
      ['--inserts', '--no-owner', '--no-privileges', '--dbname', url],
      { encoding: 'utf8', maxBuffer: 1 << 28 },
    );
    const sql = `-- Social Desk ${version} (commit ${full}), made by scripts/release-snapshot.ts\n${withoutPsqlCommands(dump)}`;
    const base = join(root, 'server/db/snapshots', `release-${version}.sql`);
    const path = Buffer.byteLength(sql) > GZIP_FROM_BYTES ? `${base}.gz` : base;
    writeFileSync(path, path.endsWith('.gz') ? gzipSync(sql, { level: 9 }) : sql);
    return path;
  } finally {
    postgres.stop();
    git('worktree', 'remove', '--force', tree);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [version, commit] = process.argv.slice(2);
  if (!version || !/^\d+\.\d+\.\d+$/.test(version) || !commit) {
    console.error('Usage: npx tsx scripts/release-snapshot.ts <version, as 0.1.0> <the release commit>');
    process.exit(2);
  }
  console.log(`Wrote ${await snapshot(version, commit)}`);
}
