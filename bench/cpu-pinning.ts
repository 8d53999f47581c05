/**
 * Which CPUs a bench's processes run on (Linux `taskset`, from util-linux):
 * the server under test and the baseline server on CPU 0, the load
 * generator on the others. Left to the scheduler, a server and autocannon on
 * a 2-core machine take turns on the same core now and then, and one run's
 * p99 and rate differ from the next by half. Where taskset or a second CPU
 * is missing, processes run where the scheduler puts them.
 */
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
