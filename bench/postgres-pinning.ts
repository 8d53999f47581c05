/**
 * Moves a PostgreSQL server on this machine to chosen CPUs for a bench
 * (Linux `taskset -a -p`: every process named `postgres`, the postmaster
 * included, so the backends it forks after start there too), and back to
 * every CPU after. The alerts bench (bench/alerts-digest.ts) puts the
 * database beside the load generator and the jobs process, so the server
 * under test has its CPU to itself, as a server with the database on another
 * machine would: left unpinned, the making's queries ran on the server's CPU
 * and it waited for them. Needs the right to change those processes (root,
 * or the postgres user); where it lacks it, or the database is elsewhere,
 * nothing moves and `note` says so.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const TASKSET = '/usr/bin/taskset';

/** The ids of this machine's `postgres` processes (none: none, or no pgrep). */
function postgresPids(): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function setCpus(pids: number[], cpus: string): number {
  let moved = 0;
  for (const pid of pids) {
    try {
      execFileSync(TASKSET, ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
      moved++;
    } catch {
      // ended meanwhile, or not ours to move
    }
  }
  return moved;
}

/**
 * Pins the local PostgreSQL (when `databaseUrl` names this machine) to
 * `cpus` (taskset's list syntax; undefined: nothing moves). `restore()`
 * gives every postgres process all CPUs again.
 */
export function pinLocalPostgres(
  databaseUrl: string,
  cpus: string | undefined,
): { note: string; restore(): void } {
  const host = new URL(databaseUrl).hostname;
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host);
  const pids = local && cpus && fs.existsSync(TASKSET) ? postgresPids() : [];
  const moved = pids.length ? setCpus(pids, cpus as string) : 0;
  if (moved === 0) {
    return { note: 'PostgreSQL not pinned (elsewhere, or not ours to move)', restore() {} };
  }
  return {
    note: `PostgreSQL on CPU ${cpus} (${moved} processes)`,
    restore() {
      setCpus(postgresPids(), `0-${os.availableParallelism() - 1}`);
    },
  };
}
