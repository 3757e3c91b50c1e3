// Teams of fifty people working in one workspace at once, on the embedded database and on PostgreSQL:
//
// - the busy team: each member through a dashboard with its event stream open, refreshing what the events name
//   (one call at a time per person, as a browser tab waits for its answers), a third of its own turns writes;
// - the unpaced team: the same people with no pause at all, never waiting for their dashboards to catch up, a
//   third of all their calls writes, reorders included, on a service started for the first time as from a fresh
//   clone (issue 34 measured it so).
import { existsSync } from 'node:fs';
import { startThrowawayPostgres, viaSocket } from '../server/testing/postgres.ts';
import { createDatabase, freePort } from '../server/testing/instance.ts';
import type { Figure } from './figures.ts';
import { prepareBuilds, startService, type RunningService } from './service.ts';
import { CLIENTS, drive, WARM_UP_MS, WINDOW_MS, type Team } from './team/drive.ts';
import { postmasterOf } from './team/machine.ts';
import { report } from './team/report.ts';

const BUSY: Team = { name: 'busy team', readTurns: 2 / 3, refreshes: true, firstStart: false };
/**
 * A reorder is two calls, its queue's read and the order: with writes in 4 of 11 turns (a quarter of them
 * reorders), writes are a third of all calls.
 */
const UNPACED: Team = { name: 'unpaced team', readTurns: 7 / 11, refreshes: false, firstStart: true };

async function measure(team: Team, label: string, service: RunningService, database?: number) {
  console.log(`  ${label}: ${CLIENTS} members, ${WARM_UP_MS / 1000} s warm-up, ${WINDOW_MS / 1000} s measured…`);
  return report(team, label, await drive(team, service, database));
}

/** The service's data: 100,000 inbox items loaded by an earlier start, or none (a first start seeds the demo). */
const dataOf = (team: Team) => (team.firstStart ? {} : { inboxItems: 100_000 });
const seeding = (team: Team) =>
  team.firstStart
    ? 'a first start on an empty database (it seeds the demo)'
    : 'seeding 100,000 inbox items, then starting the measured service';

async function onPglite(team: Team): Promise<Figure[]> {
  console.log(`  PGlite: ${seeding(team)}…`);
  const service = await startService({ port: await freePort(), ...dataOf(team) });
  try {
    return await measure(team, 'PGlite', service);
  } finally {
    await service.stop();
  }
}

async function onPostgres(team: Team): Promise<Figure[]> {
  if (!existsSync('/usr/lib/postgresql')) {
    return [
      {
        name: `${team.name} (PostgreSQL)`,
        value: 0,
        unit: '',
        note: 'skipped: it needs PostgreSQL installed (apt-get install -y postgresql)',
      },
    ];
  }
  const server = await startThrowawayPostgres();
  try {
    const url = await createDatabase(server.url, 'bench_team');
    console.log(`  PostgreSQL: ${seeding(team)}…`);
    // The server runs on this machine: the service reaches it through its Unix socket, as a service on the
    // database's own host would (over loopback TCP, each statement costs the service's thread more: about 15%
    // fewer calls a second were answered).
    const local = viaSocket(url);
    const service = await startService({ port: await freePort(), ...dataOf(team), env: { DATABASE_URL: local } });
    try {
      return await measure(team, 'PostgreSQL', service, await postmasterOf(server.url));
    } finally {
      await service.stop();
    }
  } finally {
    server.stop();
  }
}

/** `TEAM_ON=pglite` or `=postgres` measures one database only (while looking into one of them). */
async function onBoth(team: Team): Promise<Figure[]> {
  const only = process.env.TEAM_ON ?? process.env.BUSY_TEAM_ON;
  if (only !== undefined && only !== 'pglite' && only !== 'postgres') {
    throw new Error(`TEAM_ON is pglite or postgres, not "${only}"`);
  }
  prepareBuilds();
  return [...(only === 'postgres' ? [] : await onPglite(team)), ...(only === 'pglite' ? [] : await onPostgres(team))];
}

export const busyTeam = () => onBoth(BUSY);
export const unpacedTeam = () => onBoth(UNPACED);
