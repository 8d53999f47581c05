/**
 * A real CarSetu server in a child process (`node src/server/server.ts`),
 * for the crash test and the load bench: a free port on 127.0.0.1, the
 * settings given, ready once it answers /api/Site/settings. It can be killed
 * with any signal (SIGKILL for the crash test) and restarted on the same data.
 * Its log is kept in memory; OTP codes the console sender prints can be read
 * from it (`otpFor`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Node 24 from node_modules/.bin (it runs TypeScript), else this process's node. */
export function nodeBinary(): string {
  const local = path.join(root, 'node_modules', '.bin', 'node');
  return fs.existsSync(local) ? local : process.execPath;
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  log(): string;
  /** The last OTP code the console sender printed for `mobile` (waits up to 5 s). */
  otpFor(mobile: string): Promise<string>;
  /** Sends `signal` and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** How long the first answered request (the readiness check) waited, in ms. */
  firstAnswerMs: number;
}

export interface ServerOptions {
  dataDir: string;
  /** postgres:// URL; SQLite under dataDir when absent. */
  databaseUrl?: string;
  /** More settings (they win over the defaults here). */
  env?: Record<string, string>;
  /** How long the first start (migrations, seed) may take, ms. */
  readyTimeoutMs?: number;
  /** A command the server is started through, e.g. `['taskset', '-c', '0']` (it must exec the rest). */
  launcher?: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server and resolves once it answers; rejects with its log when it dies first. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_DEMO: 'false',
    MESSAGE_SENDER: 'console',
    LOG_LEVEL: 'info',
    TEST_MOBILE: '',
    ...options.env,
  };
  const [command, ...args] = [
    ...(options.launcher ?? []),
    nodeBinary(),
    path.join(root, 'src', 'server', 'server.ts'),
  ];
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => {
    alive = false;
  });

  const server: ServerProcess = {
    url,
    child,
    log: () => output,
    async otpFor(mobile) {
      for (let i = 0; i < 50; i++) {
        const codes = [...output.matchAll(new RegExp(`OTP for ${mobile}: (\\d{6})`, 'g'))];
        const last = codes.at(-1);
        if (last) return last[1];
        await sleep(100);
      }
      throw new Error(`no OTP for ${mobile} in the server log`);
    },
    async kill(signal) {
      if (alive) child.kill(signal);
      await exited;
    },
    firstAnswerMs: 0,
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (!alive) throw new Error(`the server exited before it was ready:\n${output.slice(-4000)}`);
    try {
      const asked = performance.now();
      const res = await fetch(`${url}/api/Site/settings`);
      await res.arrayBuffer();
      if (res.ok) {
        server.firstAnswerMs = performance.now() - asked;
        return server;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  await server.kill('SIGKILL');
  throw new Error(`the server was not ready in time:\n${output.slice(-4000)}`);
}
