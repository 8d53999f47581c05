/** Page clears shared through the local Redis: a change on one instance forgets the pages of another at once. */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';
import { sharePageClears } from './shared-page-clears.ts';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const clean of cleanups.splice(0)) clean();
});

/** One instance's page cache, linked through its own Redis connection. */
function instance(prefix: string) {
  const cache = createPageCache(60);
  const redis = new Redis(REDIS);
  const clears = sharePageClears(cache, redis, prefix, log);
  cleanups.push(() => {
    clears.close();
    redis.disconnect();
  });
  return { cache, clears };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('sharePageClears', () => {
  it('clears the pages of every instance on the same prefix, and of no other', async () => {
    const prefix = `carsetu-test-${randomBytes(4).toString('hex')}:`;
    const a = instance(prefix);
    const b = instance(prefix);
    const other = instance(`${prefix}other:`);
    await new Promise((r) => setTimeout(r, 150)); // the listeners have subscribed
    for (const { cache } of [a, b, other]) cache.put('/', '<html>Home</html>', 200);
    a.clears.clearEverywhere();
    expect(a.cache.get('/')).toBeUndefined();
    await until(() => b.cache.get('/') === undefined);
    expect(b.cache.get('/')).toBeUndefined();
    expect(other.cache.get('/')).toBeDefined();
  });
});
