import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { password as passwordRule, timezone as timezoneRule } from '../../domain/account-rules.ts';
import { migrateDatabase, type Database } from '../../db/client.ts';
import { seed } from '../demo/seed.ts';
import { DomainError } from '../../domain/errors.ts';
import { createSharedEventBus } from '../events/bus.ts';
import { normalEmail } from './members.ts';
import { resealCredentials } from '../channels/rotate.ts';
import { secretBoxFor } from '../channels/secret-box.ts';
import { resetPassword, signUp } from './accounts.ts';
import { runBackup } from '../backup/backup-command.ts';
import { runRestore } from '../backup/restore-command.ts';
import { makeMissingRenditions } from '../media/renditions.ts';
import { storageFor } from '../media/storage.ts';

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands
  create-owner    a new account and a workspace it owns (for a server whose dashboard nobody can reach yet)
                    --email <address> --name <name> --workspace <name> [--timezone <IANA zone, default UTC>]
  reset-password  a new password for an account; every session of it ends
                    --email <address>
  rotate-secrets  seals every channel's network credentials again under SECRET_KEY, after a key change (the old
                  key in SECRET_KEY_PREVIOUS while this runs; drop it afterwards)
  backup FILE     writes a backup (a .tar.gz, readable by you alone): every table in one snapshot, the pictures (or,
                  with a bucket, their names) and the key file when it seals the credentials; while the service runs
  restore FILE    restores a backup into an empty data directory (DATA_DIR) or an empty database (DATABASE_URL)
  media-renditions
                  makes the small and JPEG renditions of every picture stored before they existed; safe to run again

create-owner and reset-password take the password from --password, or else read it from standard input (one line), so that it stays out of
the shell's history: printf '%s\\n' "$PASSWORD" | npm run admin -- reset-password --email ada@example.com

The database is the service's: DATABASE_URL, or the embedded one in DATA_DIR (stop the service first: one process
at a time may open the embedded database; backup asks a running service for its snapshot instead).`;

export interface AdminIo {
  out: (line: string) => void;
  /** The password, when --password was not given. */
  readPassword: () => Promise<string>;
  openDatabase: () => Promise<Database>;
}

const OPERATOR = { userId: null, name: 'Operator (command line)' };

class UsageError extends Error {}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required.`);
  return value;
}

function checked<T>(
  rule: { safeParse: (v: unknown) => { success: boolean; data?: T; error?: { issues: { message: string }[] } } },
  value: unknown,
  name: string,
): T {
  const result = rule.safeParse(value);
  if (!result.success) throw new UsageError(`--${name}: ${result.error!.issues[0]!.message}.`);
  return result.data as T;
}

/** Runs one command; answers the exit code (0 done, 1 refused, 2 usage). */
export async function runAdmin(argv: string[], env: NodeJS.ProcessEnv, io: AdminIo): Promise<number> {
  let command: string | undefined;
  let file: string | undefined;
  let values: Record<string, string | undefined>;
  try {
    const parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        workspace: { type: 'string' },
        timezone: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    [command, file] = parsed.positionals;
    values = parsed.values as Record<string, string | undefined>;
    if (parsed.values.help || !command) {
      io.out(USAGE);
      return parsed.values.help ? 0 : 2;
    }
    if (
      !['create-owner', 'reset-password', 'rotate-secrets', 'backup', 'restore', 'media-renditions'].includes(command)
    )
      throw new UsageError(`Unknown command ${command}.`);
    if ((command === 'backup' || command === 'restore') && !file)
      throw new UsageError(`${command} needs the backup's file: npm run admin -- ${command} FILE`);
  } catch (error) {
    io.out(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }

  let database: Database | undefined;
  try {
    if (command === 'backup' || command === 'restore') {
      const run = command === 'backup' ? runBackup : runRestore;
      await run(file!, loadConfig(env), io);
      return 0;
    }
    if (command === 'rotate-secrets') {
      const config = loadConfig(env);
      if (!config.SECRET_KEY && !config.SECRET_KEY_PREVIOUS)
        throw new UsageError('Set SECRET_KEY to the new key and SECRET_KEY_PREVIOUS to the old one(s).');
      const box = secretBoxFor(config);
      database = await io.openDatabase();
      await migrateDatabase(database);
      const { resealed, current } = await resealCredentials(database.db, box);
      io.out(
        `Sealed ${resealed} channel sign-in(s) again under the current key; ${current} already were. SECRET_KEY_PREVIOUS can go.`,
      );
      return 0;
    }
    if (command === 'media-renditions') {
      const config = loadConfig(env);
      database = await io.openDatabase();
      await migrateDatabase(database);
      const report = await makeMissingRenditions({ db: database.db, media: storageFor(config) }, io.out);
      const done = `${report.made} of ${report.missing} picture(s) without renditions now have them; ${report.pictures - report.missing} of ${report.pictures} already had them.`;
      if (report.failed.length === 0) {
        io.out(done);
        return 0;
      }
      io.out(
        `${done} ${report.failed.length} could not be done (each said above); run the command again once the cause is fixed.`,
      );
      return 1;
    }
    const email = required(values, 'email');
    const account =
      command === 'create-owner'
        ? {
            name: required(values, 'name'),
            workspaceName: required(values, 'workspace'),
            timezone: checked<string>(timezoneRule, values.timezone ?? 'UTC', 'timezone'),
          }
        : undefined;
    const password = checked<string>(passwordRule, values.password ?? (await io.readPassword()), 'password');
    loadConfig(env);
    database = await io.openDatabase();
    await migrateDatabase(database);
    await database.exclusively((db) => seed(db, { demo: false }));
    const db = database.db;
    if (account) {
      const created = await signUp(db, { email, password, ...account });
      io.out(
        `Created ${normalEmail(email)}, owner of "${account.workspaceName}" (workspace ${created.workspaceId}, ${account.timezone}). They can log in now.`,
      );
    } else {
      const ended = await resetPassword(db, email, password, OPERATOR);
      // Instances running on a shared PostgreSQL database forget the sessions at once, not when their cache runs out.
      if (database.messages && ended.length > 0) {
        const bus = await createSharedEventBus(database.messages);
        bus.revokeTokens(ended);
        await bus.close();
      }
      io.out(`New password set for ${normalEmail(email)}; ${ended.length} session(s) ended.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.out(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof DomainError) {
      io.out(error.message);
      return 1;
    }
    io.out((error as Error).message);
    return 1;
  } finally {
    await database?.close();
  }
}
