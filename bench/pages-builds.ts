/**
 * The two builds `npm run bench:pages` (bench/pages.ts) compares, each
 * started as `npm start` starts it (`node scripts/start.ts`: build when
 * stale, migrate, seed the demo inventory on first start, serve web and API)
 * in its own process group, with its own DATA_DIR under bench/.cache and a
 * free port, on 127.0.0.1:
 *
 * - current: a copy of the working tree (tracked and untracked files git does
 *   not ignore, modification times kept) in bench/.cache/current, whose
 *   node_modules entries link to the repository's. The web build goes to that
 *   copy's dist, never to the repository's, and the bench measures a tree
 *   that cannot change under it while it runs.
 * - baseline: BENCH_BASELINE_REF (default 0966eec, the last commit before
 *   server rendering, when pages rendered in the browser) checked out with
 *   `git worktree add` in bench/.cache/baseline (reused when already at that
 *   commit), `npm ci` (or `npm install --no-save` when its lock file is out of
 *   step with its package.json), `npm run build`.
 *
 * Readiness is polled over HTTP (the Home car list answers with cars); then
 * the bench waits for the server's CPU to go quiet (photo and share-card work
 * after the seed) so it does not weigh on the first measurements. A server
 * that ends without the bench asking (on a shared machine, someone else's
 * clean-up may stop it) is started again on the same port by `ensure`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/server/reliability/server-process.ts';
import { pinned, SERVER_CPUS } from './cpu-pinning.ts';
import { capture, endGroup, run, spawnTracked } from './pages-procs.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const cacheDir = path.join(repoRoot, 'bench', '.cache');

export interface Build {
  name: 'current' | 'baseline';
  /** The tree that runs: the working-tree copy or the baseline worktree. */
  dir: string;
  /** Commit (and "+ local changes" for the working tree). */
  label: string;
}

export interface RunningBuild extends Build {
  url: string;
  /** Its DATA_DIR (bench/.cache/data-{name}) and its server's log file. */
  dataDir: string;
  logFile: string;
  readonly pid: number;
  /** Times the server ended without the bench asking and was started again. */
  restarts: number;
  stop(): Promise<void>;
  /** Starts the server again (same port, same data) when it ended without the bench asking. */
  ensure(): Promise<void>;
}

const git = (...args: string[]) => capture('git', args, { cwd: repoRoot });

/** Copies the working tree into bench/.cache/current (only its sources change; dist is kept). */
export async function prepareCurrent(): Promise<Build> {
  const dir = path.join(cacheDir, 'current');
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(dir)) {
    if (entry !== 'dist') fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  const files = (await git('ls-files', '-z', '--cached', '--others', '--exclude-standard'))
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(repoRoot, file);
    if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue; // deleted, or a submodule
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.cpSync(from, path.join(dir, file), { preserveTimestamps: true });
  }
  // Folders keep their times too: scripts/start.ts rebuilds when anything under the sources is newer.
  const dirs = new Set(files.map((f) => path.dirname(f)).filter((d) => d !== '.'));
  for (const d of [...dirs])
    for (let p = path.dirname(d); p !== '.'; p = path.dirname(p)) dirs.add(p);
  for (const d of [...dirs].sort((a, b) => b.length - a.length)) {
    const stat = fs.statSync(path.join(repoRoot, d), { throwIfNoEntry: false });
    if (stat && fs.existsSync(path.join(dir, d)))
      fs.utimesSync(path.join(dir, d), stat.atime, stat.mtime);
  }
  // A real node_modules folder of links (so tools' caches under node_modules stay in the copy).
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry === '.vite' || entry === '.cache') continue;
    fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
  const head = (await git('rev-parse', '--short', 'HEAD')).trim();
  const dirty = (await git('status', '--porcelain', '--untracked-files=no')).trim() !== '';
  return { name: 'current', dir, label: dirty ? `${head} + local changes` : head };
}

/** Checks out, installs and builds the baseline in bench/.cache/baseline (reusing what is there). */
export async function prepareBaseline(ref: string): Promise<Build> {
  const dir = path.join(cacheDir, 'baseline');
  const log = path.join(cacheDir, 'baseline-build.log');
  const commit = (await git('rev-parse', '--verify', `${ref}^{commit}`)).trim();
  const short = commit.slice(0, 7);
  const at = fs.existsSync(path.join(dir, '.git'))
    ? (await capture('git', ['rev-parse', 'HEAD'], { cwd: dir })).trim()
    : '';
  if (at !== commit) {
    if (fs.existsSync(dir)) {
      console.log(`  baseline: ${dir} is not at ${short}; checking it out again`);
      await git('worktree', 'remove', '--force', dir).catch(() => '');
      fs.rmSync(dir, { recursive: true, force: true });
      await git('worktree', 'prune');
    }
    console.log(`  baseline: git worktree add ${path.relative(repoRoot, dir)} ${short}`);
    await git('worktree', 'add', '--detach', dir, commit);
  }
  const marker = path.join(dir, 'node_modules', '.bench-installed');
  const env = {
    ...process.env,
    PATH: `${path.join(repoRoot, 'node_modules', '.bin')}:${process.env.PATH}`,
  };
  if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== commit) {
    console.log(`  baseline: npm ci (log: ${path.relative(repoRoot, log)})`);
    const logged = fs.existsSync(log) ? fs.statSync(log).size : 0;
    try {
      await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, env, logFile: log });
    } catch (err) {
      const said = fs.readFileSync(log, 'utf8').slice(logged);
      if (!/can only install packages when your package\.json and package-lock\.json/.test(said))
        throw err;
      console.log(
        '  baseline: its lock file is out of step with its package.json (npm ci refuses); npm install --no-save from the same lock file instead',
      );
      await run('npm', ['install', '--no-audit', '--no-fund', '--no-save'], {
        cwd: dir,
        env,
        logFile: log,
      });
    }
    fs.writeFileSync(marker, commit);
  }
  const builtFor = path.join(dir, 'dist', '.bench-built');
  if (!fs.existsSync(builtFor) || fs.readFileSync(builtFor, 'utf8') !== commit) {
    console.log('  baseline: npm run build');
    await run('npm', ['run', 'build'], { cwd: dir, env, logFile: log });
    fs.writeFileSync(builtFor, commit);
  }
  return { name: 'baseline', dir, label: short };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds (user + system) the process has used so far, from /proc; undefined when unreadable. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Starts a build with `node scripts/start.ts`; resolves once it answers and
 * has gone quiet. `env` adds settings (e.g. PAGE_CACHE_SECONDS=0).
 */
export async function startBuild(
  build: Build,
  env: Record<string, string> = {},
): Promise<RunningBuild> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(cacheDir, `data-${build.name}`);
  const logFile = path.join(cacheDir, `${build.name}-server.log`);
  // A folder is reused only when a start on it got as far as listing cars (a seed cut short stays empty).
  const seeded = path.join(dataDir, '.bench-seeded');
  if (!fs.existsSync(seeded)) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(logFile, '');
  const node = path.join(build.dir, 'node_modules', '.bin', 'node');
  let pid = 0;
  let exit: string | undefined;
  let stopped = false;
  const launch = async () => {
    const child = spawnTracked(...pinned(SERVER_CPUS, node, ['scripts/start.ts']), {
      cwd: build.dir,
      logFile,
      env: {
        ...process.env,
        PATH: `${path.join(build.dir, 'node_modules', '.bin')}:${process.env.PATH}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
        MESSAGE_SENDER: 'console',
        ...env,
      },
    });
    pid = child.pid ?? 0;
    exit = undefined;
    child.once('exit', (code, signal) => {
      exit = signal ?? `exit ${code}`;
    });
    await waitUntilReady(build.name, pid, url, logFile, () => exit);
  };
  const started = Date.now();
  console.log(
    `  ${build.name}: starting on ${url} (DATA_DIR ${path.relative(repoRoot, dataDir)}, log ${path.relative(repoRoot, logFile)}); a first start builds and seeds`,
  );
  await launch();
  fs.writeFileSync(seeded, new Date().toISOString());
  console.log(`  ${build.name}: ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const running: RunningBuild = {
    ...build,
    url,
    dataDir,
    logFile,
    get pid() {
      return pid;
    },
    restarts: 0,
    stop: () => {
      stopped = true;
      return endGroup(pid);
    },
    async ensure() {
      if (exit === undefined || stopped) return;
      running.restarts += 1;
      console.log(
        `  ${build.name}: the server ended (${exit}) without the bench asking; starting it again on the same port`,
      );
      await launch();
    },
  };
  return running;
}

/** Polls until the Home car list answers, then until the server's CPU is quiet. */
async function waitUntilReady(
  name: string,
  pid: number,
  url: string,
  logFile: string,
  exited: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + 20 * 60_000;
  for (;;) {
    const exit = exited();
    if (exit) {
      const tail = fs.readFileSync(logFile, 'utf8').slice(-3000);
      throw new Error(`the ${name} server ended (${exit}) before it was ready:\n${tail}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`the ${name} server was not ready in 20 minutes (see ${logFile})`);
    }
    try {
      const res = await fetch(`${url}/api/Carmaster/GetRandomly2Car_cars?Pageindex=1`);
      const body = res.ok ? ((await res.json()) as { Data?: unknown[] }) : undefined;
      if (body?.Data?.length) break;
    } catch {
      // Not listening yet (building or seeding).
    }
    await sleep(1000);
  }
  // Quiet: under 5% of a core over 2 s, for at most 3 minutes.
  const quietBy = Date.now() + 180_000;
  let last = cpuSeconds(pid);
  while (last !== undefined && Date.now() < quietBy) {
    await sleep(2000);
    const now = cpuSeconds(pid);
    if (now === undefined || now - last < 0.1) break;
    last = now;
  }
}
