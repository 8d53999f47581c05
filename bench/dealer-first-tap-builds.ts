/**
 * The builds bench/dealer-first-tap.ts taps on: the current tree and, with BENCH_BASELINE_REF, that
 * ref's build (bench/pages-builds.ts: each its own copy, SQLite data folder and server log), each
 * with the same demo dealer signed in (its own token) and the bench's leads in its own database.
 */
import type { BaselineRuns } from './dealer-first-tap-scenarios.ts';
import { chooseDealer, type Dealer, userIdOf, writeLeads } from './dealer-first-tap-setup.ts';
import { completeProfile, dealerToken, todayCounts } from './dealer-first-tap-sign-in.ts';
import type { StepTimes } from './dealer-first-tap-timing.ts';
import { prepareBaseline, prepareCurrent, type RunningBuild, startBuild } from './pages-builds.ts';

/** The baseline's git ref (a commit, a branch, HEAD), or none: the current build alone. */
export const BASELINE_REF = process.env.BENCH_BASELINE_REF?.trim() || undefined;

/** What the bench needs of a server: the `OTP for` lines in its log, loopback as a trusted proxy. */
const SERVER_ENV = { LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1,::1,::ffff:127.0.0.1' };

/** A started build with the dealer signed in on it. */
export interface DealerBuild {
  build: RunningBuild;
  /** Its DATA_DIR, with its SQLite file: the bench's leads are written there. */
  dataDir: string;
  dealer: Dealer;
  ownerUserId: number;
  token: string;
  /** Today's counts as its API answered them after the first leads were written. */
  counts: Record<string, number>;
}

/**
 * Prepares the current build and, with BENCH_BASELINE_REF, the baseline, then starts them in that
 * order; each is pushed to `started` as soon as it runs, so the caller stops it whatever happens.
 */
export async function startBuilds(started: RunningBuild[]): Promise<void> {
  const builds = [await prepareCurrent()];
  if (BASELINE_REF) builds.push(await prepareBaseline(BASELINE_REF));
  for (const build of builds) started.push(await startBuild(build, SERVER_ENV));
}

/**
 * Signs the dealer in on `build` (the demo dealer with the most cars for sale; with `mobile`, the
 * dealer with that mobile, the one chosen on another build), completes its owner's profile and
 * writes the bench's leads into the build's database.
 */
export async function signInOn(build: RunningBuild, mobile?: string): Promise<DealerBuild> {
  const dataDir = build.dataDir;
  const dealer = chooseDealer(dataDir, mobile);
  const token = await dealerToken(build, dealer.mobile);
  await completeProfile(build.url, token, dealer);
  const ownerUserId = userIdOf(dataDir, dealer.mobile);
  writeLeads(dataDir, dealer, ownerUserId);
  const counts = await todayCounts(build.url, token);
  return { build, dataDir, dealer, ownerUserId, token, counts };
}

/** Run i's order of the builds: which goes first alternates, so neither always gets the warmer machine. */
export const inTurn = <T>(builds: T[], i: number): T[] =>
  i % 2 === 0 ? builds : [...builds].reverse();

/** One step's runs on the baseline, as the results keep them. */
export function baselineRuns(times: StepTimes[], withFirstSign: boolean): BaselineRuns {
  return {
    runs: times.map((t) => t.answer),
    painted: times.map((t) => t.painted),
    watchedFrame: times.map((t) => t.watchedFrame),
    ...(withFirstSign ? { firstSign: times.map((t) => t.firstSign) } : {}),
  };
}
