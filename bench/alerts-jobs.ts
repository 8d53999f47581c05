/**
 * The alerts bench's jobs process (`npm run jobs`, src/server/jobs-main.ts;
 * docs/decisions/043-jobs-process.md): the background work beside a server
 * started with RUN_JOBS=false, as a PostgreSQL deployment runs it. Started
 * with the server's settings, through `launcher` (taskset); its output is
 * dropped but for the last 4,000 characters of stderr, shown if it dies.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface JobsProcess {
  /** Stops it (SIGTERM, then waits for it to end). */
  stop(): Promise<void>;
  /** Whether it is still running. */
  alive(): boolean;
  stderrTail(): string;
}

export function startJobsProcess(env: Record<string, string>, launcher: string[]): JobsProcess {
  const [command, ...args] = [
    ...launcher,
    process.execPath,
    path.join(root, 'src', 'server', 'jobs-main.ts'),
  ];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...(process.env as Record<string, string>), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  process.on('exit', () => child.kill('SIGKILL'));
  return {
    alive: () => running,
    stderrTail: () => tail,
    async stop() {
      if (running) child.kill('SIGTERM');
      await exited;
    },
  };
}
