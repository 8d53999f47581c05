/**
 * Saved-search alerts end to end below the HTTP API (docs/alerts.md, issue 24
 * parts 2 to 4), on SQLite and PostgreSQL, sent through the WhatsApp adapter
 * to a local fake Graph API: a new car is told exactly when the saved search
 * shows it; the wishlist's price drops fold into the same message; nothing
 * is sent with nothing new; at most one message a buyer a day; the hour of
 * the clock; the daily budget; a WhatsApp 5xx retried; the opt-out link.
 */
import { describe, expect, it } from 'vitest';
import { MSG as MSG_GU } from '#shared/i18n/gu/messages.ts';
import * as HI_LINK_PAGES from '#shared/i18n/hi/link-pages.ts';
import { alertRunHandler } from '../../jobs/alert-digest-job.ts';
import { MessageSendError } from '../../ports/message-sender.ts';
import { alertsTestWorld, at, PUBLIC_URL } from '../../testing/alerts-test-world.ts';
import { postForm } from '../../testing/api-test-helpers.ts';
import { runDigests } from './run-digests.ts';
import { sendDigest } from './send-digest.ts';

const w = alertsTestWorld();
const { sent, buyer, listAnother, modelId, deps, runAndSend } = w;

describe('saved-search alerts', () => {
  it('tells a new car exactly when the saved search shows it, once a day, with the opt-out link', async () => {
    const creta = await modelId('Creta');
    const b = await buyer({ carmodelid: creta });
    // A car the search does not show: nothing to tell.
    await listAnother('Swift');
    await runAndSend(at(1));
    expect(sent).toEqual([]);

    const car = await listAnother('Creta');
    // What the search page answers for the same criteria holds the car.
    const shown = await w.t.app.inject({
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
    await w.t.db
      .insertInto('favourites')
      .values({ user_id: b.id, listing_id: car.id, created_at: at(4).toISOString() })
      .execute();
    const before = await w.t.db
      .selectFrom('listings')
      .select('price')
      .where('id', '=', car.id)
      .executeTakeFirstOrThrow();
    await w.t.db
      .updateTable('listings')
      .set({ price: Number(before.price) - 25000, updated_at: at(5, 1).toISOString() })
      .where('id', '=', car.id)
      .execute();
    const keys = await runDigests({ db: w.t.db, publicUrl: PUBLIC_URL, now: () => at(5) });
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
      sendMany: async (_name: string, items: object[]) => {
        queued.push(...items);
      },
    };
    const log = { info: () => {} };
    const early = at(6, 2); // 07:30 IST
    await alertRunHandler({ ...deps(early), digestHour: 9, log }, queue)({});
    expect(queued).toHaveLength(0);
    const nine = at(6, 4);
    await alertRunHandler({ ...deps(nine), digestHour: 9, log }, queue)({});
    expect(queued).toHaveLength(2);

    w.failNext = 1;
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
    const opened = await w.t.app.inject(path);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Stop CarSetu alerts?');
    const on = () =>
      w.t.db
        .selectFrom('alert_consents')
        .select(['alerts_on', 'changed_via'])
        .where('user_id', '=', b.id)
        .executeTakeFirstOrThrow();
    expect((await on()).alerts_on).toBe(1);
    const bad = await postForm(w.t.app, '/alerts/stop', { t: 'not-a-real-token-at-all' });
    expect(bad.body).toContain('This link is not valid');
    expect((await on()).alerts_on).toBe(1);
    // The same page in Hindi and Gujarati (a Hindi alert's link, or a visitor who chose Hindi).
    const hindi = await w.t.app.inject(`/hi${path}`);
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(hindi.body).toContain(`<h1>${HI_LINK_PAGES.stopAlertsQuestion}</h1>`);
    expect(hindi.body).toContain('action="/hi/alerts/stop"');
    expect((await on()).alerts_on).toBe(1);
    const stopped = await postForm(w.t.app, '/gu/alerts/stop', {
      t: link.searchParams.get('t') ?? '',
    });
    expect(stopped.body).toContain(`<h1>${MSG_GU.alertsOff}</h1>`);
    expect(stopped.body).toContain('href="/gu/MyAlerts"');
    expect(await on()).toEqual({ alerts_on: 0, changed_via: 'link' });
    await listAnother('Seltos');
    await runAndSend(at(8));
    expect(sent).toHaveLength(1);
  });
});
