/**
 * Car page views counted in memory (issue 12 item 3;
 * docs/decisions/021-counted-views.md): each visitor once per car per Indian
 * day, self-declared bots not at all. A visitor is known only by a hash of a
 * random salt (made at start-up, replaced at Indian midnight), their IP, user
 * agent and the car, kept in this process's memory for the day; nothing about
 * them is stored or logged. The counts wait in memory and are added to
 * `listing_views` every few seconds in one batch, so a request never waits on
 * the database.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import { kolkataDay } from '../cars/daily-pivot.ts';
import { addViews, type ViewsOfDay } from './views.repository.ts';

/** Who asked, as the request tells it; used only to tell visitors apart, never kept. */
export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

export interface ViewCounterOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The clock; default the system's. */
  now?: () => Date;
  /** Visitor-car pairs remembered per day (least recently seen forgotten first); default 200,000. */
  maxSeen?: number;
  /** Car-day counts waiting for a flush; a view of another car beyond it is dropped. Default 50,000. */
  maxPending?: number;
}

export interface ViewCounter {
  /**
   * Counts a view of the car with Rand `rand` by `visitor`, unless the user
   * agent is a self-declared bot (or missing) or the visitor was counted for
   * this car today. Answers whether it counted. Synchronous: no database.
   */
  countView(visitor: Visitor, rand: string): boolean;
  /**
   * Writes the waiting counts to `listing_views` (one batch; see
   * views.repository.ts addViews). Never rejects: a failure is logged (warn)
   * and the counts wait for the next flush. Calls run one after another.
   */
  flush(): Promise<void>;
  /** Views waiting for a flush. */
  pendingViews(): number;
  /** Flushes every `seconds` (an unref'd timer) until `close()`; 0: only at `close()`. */
  start(seconds: number): void;
  /** Stops the timer and flushes what waits. */
  close(): Promise<void>;
}

/**
 * A crawler, link previewer, headless browser or HTTP library that names
 * itself in its user agent `ua` (Googlebot, bingbot, WhatsApp's and
 * Facebook's previews, HeadlessChrome, curl ...). CUBOT phones are not bots.
 */
export function isSelfDeclaredBot(ua: string): boolean {
  return BOT_AGENT.test(ua);
}

const BOT_AGENT = new RegExp(
  [
    '(?<!cu)bot',
    'crawl',
    'spider',
    'slurp',
    'preview',
    'externalhit',
    'externalagent',
    'whatsapp',
    'headless',
    'phantomjs',
    'lighthouse',
    'mediapartners',
    'google-inspectiontool',
    'googleother',
    'feedfetcher',
    'scrapy',
    'curl/',
    'wget/',
    'python-',
    'go-http-client',
    'java/',
    'httpclient',
    'axios/',
    'node-fetch',
    'undici',
  ].join('|'),
  'i',
);

/** A Rand longer than this is no car's (the details query refuses it). */
const MAX_RAND_LENGTH = 64;

/** A counter with nothing counted; `start` it to flush on a timer. */
export function createViewCounter(options: ViewCounterOptions): ViewCounter {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const maxPending = options.maxPending ?? 50_000;
  const seen = new LRUCache<string, true>({ max: options.maxSeen ?? 200_000 });
  let day = '';
  let salt = randomBytes(32);
  /** Day -> Rand -> views not yet written. */
  let pending = new Map<string, Map<string, number>>();
  let pendingPairs = 0;
  let pendingTotal = 0;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const add = (d: string, rand: string, views: number): boolean => {
    let ofDay = pending.get(d);
    const before = ofDay?.get(rand);
    if (before === undefined && pendingPairs >= maxPending) return false;
    if (!ofDay) {
      ofDay = new Map();
      pending.set(d, ofDay);
    }
    if (before === undefined) pendingPairs += 1;
    ofDay.set(rand, (before ?? 0) + views);
    pendingTotal += views;
    return true;
  };

  const write = async () => {
    const batch: ViewsOfDay[] = [];
    for (const [d, ofDay] of pending) {
      for (const [rand, views] of ofDay) batch.push({ rand, day: d, views });
    }
    pending = new Map();
    pendingPairs = 0;
    pendingTotal = 0;
    try {
      await addViews(db, batch);
    } catch (err) {
      let kept = 0;
      for (const c of batch) if (add(c.day, c.rand, c.views)) kept += c.views;
      log.warn(
        { err, views: batch.reduce((n, c) => n + c.views, 0), kept },
        'car page views not written; kept for the next flush',
      );
    }
  };

  const flush = async (): Promise<void> => {
    while (running) await running;
    if (pendingPairs === 0) return;
    running = write().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    countView(visitor, rand) {
      const ua = visitor.userAgent ?? '';
      if (!ua || isSelfDeclaredBot(ua) || !rand || rand.length > MAX_RAND_LENGTH) return false;
      const today = kolkataDay(now());
      if (today !== day) {
        // A new Indian day: a new salt, and yesterday's visitors forgotten.
        day = today;
        salt = randomBytes(32);
        seen.clear();
      }
      const key = createHash('sha256')
        .update(salt)
        .update(`${visitor.ip}\0${ua}\0${rand}`)
        .digest()
        .subarray(0, 16)
        .toString('base64url');
      if (seen.has(key)) return false;
      seen.set(key, true);
      return add(today, rand, 1);
    },
    flush,
    pendingViews: () => pendingTotal,
    start(seconds) {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (seconds <= 0) return;
      timer = setInterval(() => void flush(), seconds * 1000);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
