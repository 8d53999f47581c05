/**
 * A bench's helper servers (a bare Fastify route: bench/baseline-server.ts,
 * bench/bytes-server.ts), each in a process of its own on the servers' CPU
 * (bench/cpu-pinning.ts), ended with the bench (bench/pages-procs.ts).
 */
import path from 'node:path';
import { freePort, nodeBinary } from '../src/server/reliability/server-process.ts';
import { pinned, SERVER_CPUS } from './cpu-pinning.ts';
import { repoRoot } from './pages-builds.ts';
import { endGroup, spawnTracked } from './pages-procs.ts';

export interface BareServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Ends the process. */
  stop(): Promise<void>;
}

/**
 * Starts `bench/<script>` with PORT set to a free port (and `env`), and
 * resolves once GET `readyPath` answers 2xx, or after 10 s of trying.
 */
export async function startBareServer(
  script: string,
  readyPath: string,
  env: Record<string, string> = {},
): Promise<BareServer> {
  const port = await freePort();
  const child = spawnTracked(
    ...pinned(SERVER_CPUS, nodeBinary(), [path.join(repoRoot, 'bench', script)]),
    { cwd: repoRoot, env: { ...process.env, ...env, PORT: String(port) } },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}${readyPath}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => endGroup(child.pid) };
}
