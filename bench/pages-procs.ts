/**
 * Child processes of `npm run bench:pages` (bench/pages.ts): every process it
 * starts (npm, builds, servers, autocannon, Chromium) is spawned in its own
 * process group and registered here, so one call ends them all, their own
 * children included. The handlers installed by `killChildrenOnExit` do that
 * on a normal exit, on Ctrl-C or SIGTERM and on an uncaught error: no server
 * or browser outlives the bench.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import fs from 'node:fs';

const groups = new Set<number>();

/** Adds a process group (its leader's pid) to the ones ended on exit. */
export function track(pid: number | undefined): void {
  if (pid) groups.add(pid);
}

/** Ends one process group: SIGTERM, then SIGKILL after `graceMs` if it is still there. */
export async function endGroup(pid: number | undefined, graceMs = 5000): Promise<void> {
  if (!pid) return;
  groups.delete(pid);
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {}
  const deadline = Date.now() + graceMs;
  while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive()) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
  }
}

/** SIGKILLs every tracked group at once (synchronous: safe in an 'exit' handler). */
export function killAllNow(): void {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
  }
  groups.clear();
}

/** Installs the exit, signal and uncaught-error handlers that end every child. */
export function killChildrenOnExit(): void {
  process.on('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping every child process`);
      killAllNow();
      process.exit(130);
    });
  }
  process.on('uncaughtException', (err) => {
    console.error(err);
    killAllNow();
    process.exit(1);
  });
  process.on('unhandledRejection', (err) => {
    console.error(err);
    killAllNow();
    process.exit(1);
  });
}

/** Spawns `command` in its own process group, tracked; output appended to `logFile` when given. */
export function spawnTracked(
  command: string,
  args: string[],
  options: SpawnOptions & { logFile?: string },
): ChildProcess {
  const { logFile, ...rest } = options;
  const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  const child = spawn(command, args, { stdio: ['ignore', out, out], ...rest, detached: true });
  if (typeof out === 'number') fs.closeSync(out);
  track(child.pid);
  child.once('exit', () => groups.delete(child.pid ?? -1));
  return child;
}

/** Runs a command to its end (tracked); rejects with the log's tail when it fails. */
export async function run(
  command: string,
  args: string[],
  options: SpawnOptions & { logFile: string },
): Promise<void> {
  fs.appendFileSync(options.logFile, `\n$ ${command} ${args.join(' ')}\n`);
  const child = spawnTracked(command, args, options);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c) => resolve(c));
  });
  if (code !== 0) {
    const tail = fs.readFileSync(options.logFile, 'utf8').slice(-3000);
    throw new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${tail}`);
  }
}

/** Runs a command to its end (tracked) and answers its stdout. */
export async function capture(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<string> {
  const child = spawnTracked(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`${command} failed (exit ${code}): ${stderr.slice(-2000)}`);
  return stdout;
}
