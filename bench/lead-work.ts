/**
 * A dealer with 10,000 leads (issue 43; part of `npm run bench`): the Today
 * queue, the inbox and the header's count at the API, on SQLite and on
 * PostgreSQL, next to a bare Fastify route. Goal: p99 under 100 ms.
 * Figures only: nothing here passes or fails a build.
 *
 * For each database of BENCH_DB (default `sqlite,postgres`):
 * 1. a fresh database (SQLite in bench/.cache/leads-sqlite/, PostgreSQL
 *    `carsetu_leads_bench` on BENCH_PG_URL's server) with the catalogue and
 *    4,000 listings (bench/api-fill.ts), half of them moved to a second
 *    dealer; the server as `npm start` runs it, in its own process;
 * 2. the bench dealer's owner adds three sales executives (Team/Add);
 *    10,000 leads on 200 of its cars over 60 days, in turn to the owner and
 *    the executives, in every stage, a third with a follow-up time (past,
 *    today, later), each with two history events; 30,000 leads on the other
 *    dealer's cars;
 * 3. autocannon (bench/cannon.ts, its own process) with BENCH_CONNECTIONS
 *    (10: a dealership's whole team at once) for BENCH_SECONDS (10) on each
 *    call, as the owner and as a sales executive, with the bare route
 *    (bench/baseline-server.ts) measured beside each.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Insertable } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../src/server/db/database.ts';
import { analyzeAfterBulkLoad } from '../src/server/db/planner-stats.ts';
import type { LeadRow } from '../src/server/db/tables/listing-tables.ts';
import { signInOver } from '../src/server/reliability/crash-client.ts';
import { startServer } from '../src/server/reliability/server-process.ts';
import { fillBenchInventory } from './api-fill.ts';
import { startBareServer } from './bare-server.ts';
import { type CannonResult, cannon } from './cannon.ts';
import { launcherFor, pinningNote, SERVER_CPUS } from './cpu-pinning.ts';
import { cacheDir } from './pages-builds.ts';
import { killChildrenOnExit } from './pages-procs.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const KINDS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',').map((k) => k.trim());
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LISTINGS = 4_000;
const LEADS = 10_000;
const OTHER_LEADS = 30_000;
const OWNER = '9000000001';
const EXECS = ['9000000201', '9000000202', '9000000203'];
const STAGES = ['new', 'contacted', 'visit', 'negotiating', 'won', 'lost'] as const;
const DAY = 86_400_000;

killChildrenOnExit();

/** A fresh database of `kind`: the server's settings for it. */
async function freshDatabase(kind: string): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = path.join(cacheDir, `leads-${kind}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (kind !== 'postgres') return { dataDir };
  const name = 'carsetu_leads_bench';
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** Inserts `count` leads of dealer `dealerId` on `cars`, given in turn to `assignees`. */
async function fillLeads(
  db: Db,
  dealerId: number,
  cars: number[],
  assignees: (number | null)[],
  count: number,
): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < count; i += 500) {
    const rows: Insertable<LeadRow>[] = [];
    for (let j = i; j < Math.min(count, i + 500); j++) {
      const stage = STAGES[j % STAGES.length] ?? 'new';
      const created = now - ((j * 7919) % 60) * DAY - (j % 1440) * 60_000;
      const followUp =
        j % 3 === 0 && stage !== 'won' && stage !== 'lost'
          ? new Date(now + ((j % 7) - 3) * 6 * 3_600_000).toISOString()
          : null;
      rows.push({
        listing_id: cars[j % cars.length] ?? 0,
        dealer_id: dealerId,
        name: 'Kiran Shah',
        mobile: String(8_000_000_000 + j),
        remarks: '',
        lead_type: 'CarSetuLead',
        created_at: new Date(created).toISOString(),
        status: stage,
        lost_reason: stage === 'lost' ? ('price' as const) : null,
        next_follow_up_at: followUp,
        first_contact_at: stage === 'new' ? null : new Date(created + 600_000).toISOString(),
        assignee_staff_id: assignees[j % assignees.length] ?? null,
        last_note: j % 2 ? 'Called, no answer' : null,
      });
    }
    const ids = await db.insertInto('leads').values(rows).returning('id').execute();
    await db
      .insertInto('lead_events')
      .values(
        ids.flatMap(({ id }, k) => [
          {
            lead_id: id,
            actor_user_id: null,
            kind: 'created' as const,
            detail: '{}',
            created_at: rows[k]?.created_at ?? '',
          },
          {
            lead_id: id,
            actor_user_id: 1,
            kind: 'update' as const,
            detail: '{"note":"Called"}',
            created_at: rows[k]?.created_at ?? '',
          },
        ]),
      )
      .execute();
  }
}

interface Row {
  name: string;
  result: CannonResult;
  bare: CannonResult;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.log(`bench:lead-work: ${pinningNote()}; ${CONNECTIONS} connections, ${SECONDS} s a call`);
const baseline = await startBareServer('baseline-server.ts', '/baseline');
const results: Record<string, Row[]> = {};
for (const kind of KINDS) {
  const settings = await freshDatabase(kind);
  const { db, kind: dbKind } = openDatabase({
    databaseUrl: settings.databaseUrl,
    sqliteFile: path.join(settings.dataDir, 'carsetu.sqlite'),
  });
  await fillBenchInventory(db, dbKind, LISTINGS);
  const other = await db
    .insertInto('dealers')
    .values({
      rand: 'BENCHOTHER',
      firm_name: 'Other Motors',
      mobile: '9000000002',
      mobile2: null,
      address: 'Ring Road',
      state_id: 1,
      city_id: 1,
      gps_link: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('listings')
    .set({ dealer_id: other.id })
    .where('id', '>', LISTINGS / 2)
    .execute();
  // Signing in needs the console's OTP lines (LOG_LEVEL info); the measured server logs warnings only.
  const signer = await startServer({ ...settings, env: { API_CACHE_SECONDS: '0' } });
  const owner = await signInOver(signer, OWNER);
  const staff: number[] = [];
  for (const mobile of EXECS) {
    const res = await fetch(`${signer.url}/api/Dealer/Team/Add`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        Mobile: mobile,
        Name: 'Ravi Patel',
        Role: 'sales',
        MayChangePrice: 'false',
      }),
    });
    const body = (await res.json()) as { Data: { id: number } };
    staff.push(body.Data.id);
  }
  const exec = await signInOver(signer, EXECS[0] ?? '');
  await signer.kill('SIGTERM');
  const cars = async (dealerId: number) =>
    (
      await db
        .selectFrom('listings')
        .select('id')
        .where('dealer_id', '=', dealerId)
        .orderBy('id')
        .limit(200)
        .execute()
    ).map((r) => r.id);
  const t0 = performance.now();
  await fillLeads(db, 1, await cars(1), [null, ...staff], LEADS);
  await fillLeads(db, other.id, await cars(other.id), [null], OTHER_LEADS);
  await analyzeAfterBulkLoad(db, dbKind);
  console.log(
    `${kind}: ${fmt(LEADS)} leads of the bench dealer and ${fmt(OTHER_LEADS)} of another, in ${fmt((performance.now() - t0) / 1000, 1)} s`,
  );
  await db.destroy();
  const server = await startServer({
    ...settings,
    launcher: launcherFor(SERVER_CPUS),
    env: { LOG_LEVEL: 'warn', API_CACHE_SECONDS: '0' },
  });

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const calls: [string, string, string][] = [
    ['Today (owner)', '/api/Enquiries/Today', owner],
    ['Today (sales executive)', '/api/Enquiries/Today', exec],
    ['inbox page 1 (owner)', '/api/Enquiries/MyEnquiries', owner],
    ['inbox page 1 (sales executive)', '/api/Enquiries/MyEnquiries', exec],
    ['header count (owner)', '/api/Enquiries/NewCount', owner],
  ];
  const rows: Row[] = [];
  for (const [name, url, token] of calls) {
    const bare = await cannon(baseline.url, { path: '/baseline' }, CONNECTIONS, SECONDS, 2);
    const result = await cannon(
      server.url,
      { path: url, headers: as(token) },
      CONNECTIONS,
      SECONDS,
      2,
    );
    rows.push({ name, result, bare });
  }
  results[kind] = rows;
  await server.kill('SIGTERM');
}
await baseline.stop();

for (const [kind, rows] of Object.entries(results)) {
  console.log(
    `\n${kind}: a dealer with ${fmt(LEADS)} leads, ${CONNECTIONS} connections (goal: p99 under 100 ms)`,
  );
  console.log(
    `${'call'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'bare/s'.padStart(8)} ${'of bare'.padStart(8)} ${'non-2xx'.padStart(8)} goal`,
  );
  for (const { name, result: r, bare } of rows) {
    console.log(
      `${name.padEnd(32)} ${fmt(r.reqPerSec).padStart(8)} ${fmt(r.p50Ms, 1).padStart(7)} ${fmt(r.p99Ms, 1).padStart(7)} ${fmt(bare.reqPerSec).padStart(8)} ${`${fmt((100 * r.reqPerSec) / bare.reqPerSec, 1)}%`.padStart(8)} ${String(r.non2xx + r.errors).padStart(8)} ${r.p99Ms < 100 && r.non2xx + r.errors === 0 ? 'met' : 'MISSED'}`,
    );
  }
}
