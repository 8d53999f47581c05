/**
 * A server entry (server.ts, jobs-main.ts) run as its own Node process for
 * tests that need the real process: its start-up checks, its log, its
 * signals. Only PATH and the given environment reach it.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface EntryProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once its output matches `pattern`; rejects when it exits first or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with its exit code once it has ended. */
  exited: Promise<number | null>;
}

/** Starts `entry` (a path to a .ts file) with `env`. */
export function startEntry(entry: string, env: Record<string, string>): EntryProcess {
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      resolve(code);
      for (const l of listeners) l();
    });
  });
  return {
    child,
    output: () => out,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => done(new Error(`timed out waiting for ${pattern}`)),
          timeoutMs,
        );
        const check = () => {
          if (pattern.test(out)) done();
          else if (child.exitCode !== null || child.signalCode !== null)
            done(new Error(`exited before ${pattern}:\n${out}`));
        };
        function done(err?: Error) {
          clearTimeout(timer);
          listeners.delete(check);
          if (err) reject(err);
          else resolve();
        }
        listeners.add(check);
        check();
      });
    },
  };
}

/**
 * Runs `entry` with `env` until it exits or prints a line matching `until`
 * (then it is stopped with SIGTERM); answers its output and exit code.
 */
export async function runEntry(
  entry: string,
  env: Record<string, string>,
  until?: RegExp,
): Promise<{ out: string; code: number | null }> {
  const p = startEntry(entry, env);
  if (until) {
    // Matched, or timed out: stopped; exited first: nothing to stop.
    await p.waitFor(until, 60_000).catch(() => undefined);
    if (p.child.exitCode === null) p.child.kill('SIGTERM');
  }
  const code = await p.exited;
  return { out: p.output(), code };
}
