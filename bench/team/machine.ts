// Who used the machine during a team's window: CPU of each process, resident memory, the PostgreSQL server.
import pg from 'pg';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

/** Resident and peak memory of a process (Linux), as process.ts reads it. */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** Clock ticks a second in /proc (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds a process has used so far, or undefined once it is gone. */
function cpuOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

/** A process and all its descendants (the PostgreSQL server and its backends). */
function treeOf(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(' ').map(Number));
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** Busy and total CPU seconds of the whole machine, every core. */
function machineCpu() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: (total - ticks[3]! - ticks[4]!) / TICKS, total: total / TICKS };
}

/** Who used the CPU during the window: the service, the database server (when separate), this load generator. */
export class CpuWatch {
  private start = new Map<number, number>();
  private machine = machineCpu();
  private self = process.cpuUsage();
  private at = performance.now();

  constructor(
    private readonly service: number,
    private readonly database?: number,
  ) {}

  private pids() {
    return [this.service, ...(this.database ? treeOf(this.database) : [])];
  }

  begin() {
    this.start = new Map(this.pids().map((pid) => [pid, cpuOf(pid) ?? 0]));
    this.machine = machineCpu();
    this.self = process.cpuUsage();
    this.at = performance.now();
  }

  /** Shares of one core over the window, in percent. */
  end() {
    const seconds = (performance.now() - this.at) / 1000;
    const used = (pids: number[]) =>
      pids.reduce((sum, pid) => sum + Math.max(0, (cpuOf(pid) ?? 0) - (this.start.get(pid) ?? 0)), 0);
    const share = (cpuSeconds: number) => Math.round((cpuSeconds / seconds) * 100);
    const self = process.cpuUsage(this.self);
    const machine = machineCpu();
    const busy = machine.busy - this.machine.busy;
    const all = machine.total - this.machine.total;
    const service = share(used([this.service]));
    const database = this.database ? share(used(treeOf(this.database))) : undefined;
    const generator = share((self.user + self.system) / 1e6);
    const cores = cpus().length;
    const whole = Math.round((busy / all) * cores * 100);
    return { service, database, generator, whole, others: whole - service - (database ?? 0) - generator, cores };
  }
}

/** The PostgreSQL server's main process, from the postmaster.pid file in its data directory. */
export async function postmasterOf(serverUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    return Number(readFileSync(join(rows[0]!.data_directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } finally {
    await client.end();
  }
}
