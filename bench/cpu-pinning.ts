/**
 * Which CPUs a bench's processes run on (Linux `taskset`, from util-linux):
 * the server under test and the baseline server on CPU 0, the load
 * generator on the others. Left to the scheduler, a server and autocannon on
 * a 2-core machine take turns on the same core now and then, and one run's
 * p99 and rate differ from the next by half. Where taskset or a second CPU
 * is missing, processes run where the scheduler puts them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const TASKSET = '/usr/bin/taskset';
const cpus = os.availableParallelism();
const canPin = cpus > 1 && fs.existsSync(TASKSET);

/** The servers' CPUs (taskset's list syntax), or undefined when nothing is pinned. */
export const SERVER_CPUS = canPin ? '0' : undefined;
/** The load generator's CPUs, or undefined when nothing is pinned. */
export const LOAD_CPUS = canPin ? (cpus === 2 ? '1' : `1-${cpus - 1}`) : undefined;

/** The command prefix that runs a command on `cpus`: [taskset, -c, cpus], or none. */
export function launcherFor(cpus: string | undefined): string[] {
  return cpus ? [TASKSET, '-c', cpus] : [];
}

/** `command args` run on `cpus`, as a command and its arguments. */
export function pinned(
  cpus: string | undefined,
  command: string,
  args: string[],
): [string, string[]] {
  const [head, ...rest] = [...launcherFor(cpus), command, ...args];
  return [head, rest];
}

/** One line for a bench's header: where its processes run. */
export function pinningNote(): string {
  return canPin
    ? `servers on CPU ${SERVER_CPUS}, load generator on CPU ${LOAD_CPUS} (taskset)`
    : 'processes not pinned (no taskset or one CPU)';
}

const NICE = '/usr/bin/nice';
/**
 * Whether a set-rate load generator runs ahead of the rest on its CPU, at
 * the highest priority (`nice -n -20`; docs/decisions/042-latency-at-a-set-rate.md).
 * On a 2-core machine the generator shares its CPU with PostgreSQL and the
 * jobs process; at normal priority it waits its turn behind them, and that
 * wait (sending late, and reading answers late) is counted as the server's
 * latency, though a visitor's phone waits for no database. At nice -20 it
 * runs as soon as it has work, as a generator on a machine of its own
 * would; it still uses the CPU it used (the rest runs in its idle time).
 * Linux shares a CPU between sessions first (autogroups) and by nice only
 * within one, and the generator starts a session of its own, so
 * `raiseSession` puts that session at nice -20 too; without it the
 * generator still sent 150 ms late (p99) while the digests were made.
 * Real-time SCHED_FIFO measured worse than nice (about 40 ms late even when
 * quiet). Off with BENCH_LOAD_AHEAD=0, and where raising priority is not
 * permitted (it needs root or CAP_SYS_NICE). Only for set-rate (open-loop)
 * load: a closed loop sends flat out and would take the CPU whole.
 */
export const loadAhead: boolean =
  process.env.BENCH_LOAD_AHEAD !== '0' &&
  fs.existsSync(NICE) &&
  spawnSync(NICE, ['-n', '-20', NICE], { encoding: 'utf8' }).stdout?.trim() === '-20';

/** `command args`, run ahead of the rest on its CPU when `loadAhead` (else as given). */
export function ahead(command: string, args: string[]): [string, string[]] {
  return loadAhead ? [NICE, ['-n', '-20', command, ...args]] : [command, args];
}

/**
 * After `ahead`'s command started as `pid` (a session of its own): puts its
 * session (autogroup) at nice -20 too. Nothing where autogroups are off or
 * the change is not permitted.
 */
export function raiseSession(pid: number | undefined): void {
  if (!loadAhead || pid === undefined) return;
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, '-20');
  } catch {
    // no autogroups here, or not ours to change
  }
}
