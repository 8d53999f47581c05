/**
 * The world the saved-search alert tests share (not a test file itself): an
 * app with the inventory fixture on the test database (SQLite or
 * PostgreSQL), a fake WhatsApp Graph API that records each alert's template
 * variables (and answers 503 `failNext` times), buyers with alerts on and a
 * saved search, new listings, and a clock of December 2026 in IST.
 * Registers its beforeAll / afterAll / beforeEach in the calling file.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { runDigests } from '../modules/alerts/run-digests.ts';
import { sendDigest } from '../modules/alerts/send-digest.ts';
import { setAlerts } from '../modules/saved-searches/alert-consents.repository.ts';
import { whatsAppMessageSender } from '../ports/whatsapp-message-sender.ts';
import { createAppWithInventory } from './api-test-helpers.ts';
import { signIn } from './auth-test-helpers.ts';
import { copyListing } from './copy-listing.ts';
import { fakeGraphApi } from './fake-graph-api.ts';
import type { InventoryFixture } from './inventory-fixture.ts';
import type { TestApp } from './test-app.ts';

export const PUBLIC_URL = 'https://carsetu.test';

/** 09:30 IST on 2026-12-{day} (04:00 UTC), or another UTC hour of that day. */
export const at = (day: number, hourUtc = 4) => new Date(Date.UTC(2026, 11, day, hourUtc, 0, 0));

export function alertsTestWorld() {
  const world = {
    t: undefined as unknown as TestApp & { fixture: InventoryFixture },
    /** Each alert the fake Graph API accepted: recipient and template variables. */
    sent: [] as { to: string; params: string[] }[],
    /** Answers 503 to this many next requests. */
    failNext: 0,
  };
  let serial = 0;
  beforeAll(async () => {
    world.t = await createAppWithInventory();
  });
  afterAll(async () => {
    await world.t.close();
  });
  const graph = fakeGraphApi((_req, text, res) => {
    if (world.failNext > 0) {
      world.failNext--;
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{}}');
      return;
    }
    const body = JSON.parse(text);
    world.sent.push({
      to: body.to,
      params: body.template.components[0].parameters.map((p: { text: string }) => p.text),
    });
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"messages":[{"id":"wamid.1"}]}');
  });
  beforeEach(async () => {
    world.sent.length = 0;
    world.failNext = 0;
    // Each test starts with no one else's alerts on.
    await world.t.db.updateTable('alert_consents').set({ alerts_on: 0 }).execute();
  });

  /** A buyer with alerts on and one saved search of `criteria`; answers the user id and mobile. */
  async function buyer(criteria: Record<string, unknown>) {
    const { t } = world;
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
  const listAnother = (model: string) => copyListing(world.t.db, model, ++serial);

  const modelId = async (name: string) =>
    (
      await world.t.db
        .selectFrom('models')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  /** sendDigest's dependencies at `now`, sending to the fake Graph API. */
  const deps = (now: Date, dailyBudget = 1000) => ({
    db: world.t.db,
    sender: whatsAppMessageSender(graph.settings()),
    publicUrl: PUBLIC_URL,
    dailyBudget,
    now: () => now,
  });

  /** Today's digests made and sent at `now`, as the run and its jobs would. */
  async function runAndSend(now: Date, dailyBudget = 1000) {
    const keys = await runDigests({ db: world.t.db, publicUrl: PUBLIC_URL, now: () => now });
    for (const key of keys) await sendDigest(deps(now, dailyBudget), key);
    return keys;
  }

  return Object.assign(world, { buyer, listAnother, modelId, deps, runAndSend });
}
