/**
 * Sets the alerts bench's database (bench/alerts-seed.ts) to the morning of
 * a digest day, before each run, so every run makes the same digests
 * whatever day it is: no digest today yet; a week of earlier digests (sent;
 * yesterday's made 24 hours ago, the base of the price drops) for nine
 * buyers in ten; every saved search's "seen" mark at the newest listing of
 * the seed's last day but one (the last day's listings, about 1/56 of them,
 * are new); the price changes spread over the last 14 days (so about one in
 * 14 is since yesterday's digest); and no alert job left from an earlier
 * run in pg-boss's queue. Then VACUUM ANALYZE of what changed.
 */
import pg from 'pg';
import { istDate } from '#shared/ist.ts';
import { ISO, type SeedMarker } from './alerts-seed.ts';

const DAY_MS = 86_400_000;
/** Days of earlier digests kept, as a table a week into alerts would hold. */
const HISTORY_DAYS = 7;

export async function resetDigestDay(url: string, marker: SeedMarker, now: Date): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query('truncate alert_digests');
    for (let d = HISTORY_DAYS; d >= 1; d--) {
      const at = new Date(now.getTime() - d * DAY_MS);
      await client.query(
        `insert into alert_digests (user_id, day, status, content, stop_token_hash, created_at, sent_at)
         select user_id, $1, 'sent', '{"searches":[],"drops":[]}', md5(user_id || $1), $2, $2
         from alert_consents
         where alerts_on = 1 and (hashint8extended(user_id * 16 + $3, 11) & 9223372036854775807) % 10 <> 0`,
        [istDate(at), at.toISOString(), d],
      );
    }
    await client.query('update saved_searches set seen_listing_id = $1', [marker.seenCut]);
    await client.query(
      `update listing_prices set changed_at = to_char(($1::timestamptz
         - ((hashint8extended(id, 12) & 9223372036854775807) % (14 * 1440)) * interval '1 minute')
         at time zone 'UTC', ${ISO})`,
      [now.toISOString()],
    );
    const boss = await client.query(
      `select 1 from pg_tables where schemaname = 'pgboss' and tablename = 'job'`,
    );
    if (boss.rowCount) {
      await client.query(`delete from pgboss.job where name in ('alert-digest', 'alert-digests')`);
    }
    for (const table of ['alert_digests', 'saved_searches', 'listing_prices']) {
      await client.query(`vacuum analyze ${table}`);
    }
  } finally {
    await client.end();
  }
}
