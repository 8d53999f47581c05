/**
 * Saved-search alerts end to end below the HTTP API (docs/alerts.md, issue 24
 * parts 2 to 5), on SQLite and PostgreSQL, sent through the WhatsApp adapter
 * to a local fake Graph API: a new car is told exactly when the saved search
 * shows it; the wishlist's price drops fold into the same message; nothing
 * is sent with nothing new; at most one message a buyer a day, however often
 * and from however many runs; the hour of the clock; the daily budget; a
 * WhatsApp 5xx retried; the opt-out link.
 */
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { openDatabase } from '../../db/database.ts';
import { ALERT_RUN_JOB, alertRunHandler, registerAlertJobs } from '../../jobs/alert-digest-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { jobSchemaFor } from '../../jobs/job-queue-for.ts';
import { pgBossJobQueue } from '../../jobs/pg-boss-job-queue.ts';
import { tableJobQueue } from '../../jobs/table-job-queue.ts';
import { MessageSendError } from '../../ports/message-sender.ts';
import { whatsAppMessageSender } from '../../ports/whatsapp-message-sender.ts';
import { createAppWithInventory } from '../../testing/api-test-helpers.ts';
import { signIn } from '../../testing/auth-test-helpers.ts';
import { copyListing } from '../../testing/copy-listing.ts';
import { fakeGraphApi } from '../../testing/fake-graph-api.ts';
import type { InventoryFixture } from '../../testing/inventory-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { setAlerts } from '../saved-searches/alert-consents.repository.ts';
import { runDigests } from './run-digests.ts';
import { sendDigest } from './send-digest.ts';

let t: TestApp & { fixture: InventoryFixture };
beforeAll(async () => {
  t = await createAppWithInventory();
});
afterAll(async () => {
  await t.close();
});

const sent: { to: string; params: string[] }[] = [];
let failNext = 0;
const graph = fakeGraphApi((_req, text, res) => {
  if (failNext > 0) {
    failNext--;
    res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{}}');
    return;
  }
  const body = JSON.parse(text);
  sent.push({
    to: body.to,
    params: body.template.components[0].parameters.map((p: { text: string }) => p.text),
  });
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"messages":[{"id":"wamid.1"}]}');
});
beforeEach(async () => {
  sent.length = 0;
  failNext = 0;
  // Each test starts with no one else's alerts on.
  await t.db.updateTable('alert_consents').set({ alerts_on: 0 }).execute();
});

const PUBLIC_URL = 'https://carsetu.test';
const sender = () => whatsAppMessageSender(graph.settings());
let serial = 0;
/** 09:30 IST on 2026-12-0{day} (04:00 UTC). */
const at = (day: number, hourUtc = 4) => new Date(Date.UTC(2026, 11, day, hourUtc, 0, 0));

/** A buyer with alerts on and one saved search of `criteria`; answers the user id and mobile. */
async function buyer(criteria: Record<string, unknown>) {
  const mobile = `96${String(++serial).padStart(8, '0')}`;
  await signIn(t, mobile);
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  await setAlerts(t.db, user.id, {
    on: true,
    consentText: MSG.alertsConsent,
    via: 'account',
    nowIso: new Date().toISOString(),
  });
  const newest = await t.db
    .selectFrom('listings')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('saved_searches')
    .values({
      user_id: user.id,
      name: `Search ${serial}`,
      criteria: JSON.stringify({ vehicleid: 1, sort: 'newest', ...criteria }),
      seen_listing_id: Number(newest.id),
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();
  return { id: user.id, mobile };
}

/** A new listing copying an unsold car of `model`. */
const listAnother = (model: string) => copyListing(t.db, model, ++serial);

const modelId = async (name: string) =>
  (await t.db.selectFrom('models').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;

const deps = (now: Date, dailyBudget = 1000) => ({
  db: t.db,
  sender: sender(),
  publicUrl: PUBLIC_URL,
  dailyBudget,
  now: () => now,
});

async function runAndSend(now: Date, dailyBudget = 1000) {
  const keys = await runDigests({ db: t.db, publicUrl: PUBLIC_URL, now: () => now });
  for (const key of keys) await sendDigest(deps(now, dailyBudget), key);
  return keys;
}

describe('saved-search alerts', () => {
  it('tells a new car exactly when the saved search shows it, once a day, with the opt-out link', async () => {
    const creta = await modelId('Creta');
    const b = await buyer({ carmodelid: creta, companyid: undefined });
    const other = await listAnother('Swift');
    await runAndSend(at(1));
    expect(sent).toEqual([]);
    void other;

    const car = await listAnother('Creta');
    // What the search page answers for the same criteria holds the car.
    const shown = await t.app.inject({
      method: 'POST',
      url: '/api/Carmaster/GetDetailsofcarsbySCCM_data',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `carmodelid=${creta}&pageindex=1`,
    });
    expect(shown.json().Data.map((c: { Rand: string }) => c.Rand)).toContain(car.rand);

    await runAndSend(at(2));
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(`91${b.mobile}`);
    const [heads, cars, drops, stop] = sent[0].params;
    expect(heads).toMatch(/^Search \d+: 1 new car$/);
    expect(cars).toContain(`${PUBLIC_URL}/CarDetails/${car.rand}`);
    expect(drops).toBe('None today');
    expect(stop).toMatch(new RegExp(`^${PUBLIC_URL}/alerts/stop\\?t=[\\w-]+$`));
    for (const p of sent[0].params) expect(p).not.toMatch(/\n/);

    // The same day again, and two runs at once: nothing more. The next day: nothing new.
    await listAnother('Creta');
    await Promise.all([runAndSend(at(2, 6)), runAndSend(at(2, 6))]);
    expect(sent).toHaveLength(1);
    await runAndSend(at(3));
    expect(sent).toHaveLength(2);
    expect(sent[1].params[0]).toMatch(/: 1 new car$/);
    await runAndSend(at(4));
    expect(sent).toHaveLength(2);
  });

  it('folds the wishlist’s price drops into the message, and sends each digest once from many senders', async () => {
    const b = await buyer({ carmodelid: await modelId('Nexon') });
    const car = await listAnother('Swift');
    await t.db
      .insertInto('favourites')
      .values({ user_id: b.id, listing_id: car.id, created_at: at(4).toISOString() })
      .execute();
    const before = await t.db
      .selectFrom('listings')
      .select('price')
      .where('id', '=', car.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('listings')
      .set({ price: Number(before.price) - 25000, updated_at: at(5, 1).toISOString() })
      .where('id', '=', car.id)
      .execute();
    const keys = await runDigests({ db: t.db, publicUrl: PUBLIC_URL, now: () => at(5) });
    expect(keys).toEqual([{ userId: b.id, day: '2026-12-05' }]);
    const outcomes = await Promise.all(
      keys.flatMap((k) => [1, 2, 3].map(() => sendDigest(deps(at(5)), k))),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0].params[0]).toBe('No new cars today');
    expect(sent[0].params[2]).toContain(`${PUBLIC_URL}/CarDetails/${car.rand}`);
    expect(sent[0].params[2]).toMatch(/now ₹[\d,]+ \(was ₹[\d,]+\)/);
  });

  it('waits for the digest hour, keeps to the daily budget, and retries a WhatsApp 5xx', async () => {
    const baleno = await modelId('Baleno');
    await buyer({ carmodelid: baleno });
    await buyer({ carmodelid: baleno });
    await listAnother('Baleno');
    const queued: unknown[] = [];
    // The queue's send, recorded (the jobs themselves are sent below, as the worker would).
    const queue = {
      send: async (_name: string, data: object) => {
        queued.push(data);
        return String(queued.length);
      },
    };
    const log = { info: () => {} };
    const early = at(6, 2); // 07:30 IST
    await alertRunHandler({ ...deps(early), digestHour: 9, log }, queue)({});
    expect(queued).toHaveLength(0);
    const nine = at(6, 4);
    await alertRunHandler({ ...deps(nine), digestHour: 9, log }, queue)({});
    expect(queued).toHaveLength(2);

    failNext = 1;
    const [first, second] = queued as { userId: number; day: string }[];
    await expect(sendDigest(deps(nine, 1), first)).rejects.toBeInstanceOf(MessageSendError);
    expect(sent).toHaveLength(0);
    expect(await sendDigest(deps(nine, 1), first)).toBe('sent');
    expect(await sendDigest(deps(nine, 1), second)).toBe('skipped');
    expect(sent).toHaveLength(1);
  });

  it('turns alerts off from the opt-out link without signing in; opening it changes nothing', async () => {
    const b = await buyer({ carmodelid: await modelId('Seltos') });
    await listAnother('Seltos');
    await runAndSend(at(7));
    const link = new URL(sent[0].params[3]);
    const path = `${link.pathname}${link.search}`;
    const opened = await t.app.inject(path);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Stop CarSetu alerts?');
    const on = () =>
      t.db
        .selectFrom('alert_consents')
        .select(['alerts_on', 'changed_via'])
        .where('user_id', '=', b.id)
        .executeTakeFirstOrThrow();
    expect((await on()).alerts_on).toBe(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/alerts/stop',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 't=not-a-real-token-at-all',
    });
    expect(bad.body).toContain('This link is not valid');
    expect((await on()).alerts_on).toBe(1);
    const stopped = await t.app.inject({
      method: 'POST',
      url: '/alerts/stop',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `t=${link.searchParams.get('t')}`,
    });
    expect(stopped.body).toContain('WhatsApp alerts are off');
    expect(await on()).toEqual({ alerts_on: 0, changed_via: 'link' });
    await listAnother('Seltos');
    await runAndSend(at(8));
    expect(sent).toHaveLength(1);
  });

  it('a digest left pending by a stopped server is sent by the next run, once; one left sending never again', async () => {
    const b = await buyer({ carmodelid: await modelId('i20') });
    await listAnother('i20');
    // Made, then the server stopped before its job was queued or sent.
    const made = await runDigests({ db: t.db, publicUrl: PUBLIC_URL, now: () => at(10) });
    expect(made).toEqual([{ userId: b.id, day: '2026-12-10' }]);
    // Within ten minutes the next run leaves it to its job; after, it queues it again.
    expect(await runDigests({ db: t.db, publicUrl: PUBLIC_URL, now: () => at(10, 4) })).toEqual([]);
    const later = new Date(at(10).getTime() + 11 * 60_000);
    const again = await runDigests({ db: t.db, publicUrl: PUBLIC_URL, now: () => later });
    expect(again).toEqual(made);
    expect(await sendDigest(deps(later), again[0])).toBe('sent');
    expect(await sendDigest(deps(later), again[0])).toBe('taken');
    expect(sent).toHaveLength(1);

    // Killed while sending: WhatsApp may have it; it is never sent a second time.
    await listAnother('i20');
    const next = await runDigests({ db: t.db, publicUrl: PUBLIC_URL, now: () => at(11) });
    await t.db
      .updateTable('alert_digests')
      .set({ status: 'sending' })
      .where('day', '=', '2026-12-11')
      .execute();
    const afterCrash = new Date(at(11).getTime() + 60 * 60_000);
    expect(await runDigests({ db: t.db, publicUrl: PUBLIC_URL, now: () => afterCrash })).toEqual(
      [],
    );
    expect(await sendDigest(deps(afterCrash), next[0])).toBe('taken');
    expect(sent).toHaveLength(1);
  });

  it('two servers on the same database, both running the hourly job at once, send each digest once', async () => {
    const b = await buyer({ carmodelid: await modelId('City') });
    await listAnother('City');
    // A second server: its own connection to the same database, its own queue worker.
    const second =
      t.kind === 'postgres'
        ? openDatabase({ databaseUrl: t.databaseUrl, sqliteFile: '', pgSchema: t.pgSchema }).db
        : openDatabase({ sqliteFile: path.join(t.dataDir, 'test.sqlite') }).db;
    const queues: JobQueue[] = [t.db, second].map((db) =>
      t.kind === 'postgres'
        ? pgBossJobQueue({
            connectionString: t.databaseUrl as string,
            schema: jobSchemaFor(t.pgSchema),
            pollingIntervalSeconds: 0.5,
            poolMax: 2,
          })
        : tableJobQueue({ db, pollMs: 100 }),
    );
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    try {
      for (const [i, queue] of queues.entries()) {
        await queue.start();
        await registerAlertJobs(queue, {
          ...deps(at(9)),
          db: i === 0 ? t.db : second,
          digestHour: 9,
          log,
        });
      }
      const once = { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false };
      await Promise.all(queues.map((q) => q.send(ALERT_RUN_JOB, {}, once)));
      const status = async () =>
        (
          await t.db
            .selectFrom('alert_digests')
            .select('status')
            .where('user_id', '=', b.id)
            .where('day', '=', '2026-12-09')
            .executeTakeFirst()
        )?.status;
      const until = Date.now() + 20_000;
      while ((await status()) !== 'sent') {
        if (Date.now() > until) throw new Error(`digest not sent: ${await status()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // Both runs queued it (one made it, one found none to make); give both workers time.
      await new Promise((r) => setTimeout(r, 1500));
      expect(sent.filter((m) => m.to === `91${b.mobile}`)).toHaveLength(1);
    } finally {
      for (const q of queues) await q.stop();
      await second.destroy();
    }
  });
});
