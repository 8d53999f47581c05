/**
 * Limits shared through Redis (issue 11), against the local Redis server: a
 * limit hit half on one instance and half on another trips; the database
 * number of REDIS_URL and REDIS_KEY_PREFIX are honoured; with Redis away,
 * sign-in fails closed with a 503 while browsing keeps working.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { postForm } from '../testing/api-test-helpers.ts';
import { createTestDb } from '../testing/test-app.ts';
import { diskPhotoStorage } from './disk-photo-storage.ts';
import { connectRedis } from './shared-limits.ts';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const VERIFY = '/api/CarSetuClientLogin/VerifyOTP';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

/** `count` instances of the app on one fresh database, each with its own Redis client on `url`. */
async function instances(count: number, url: string, prefix: string): Promise<App[]> {
  const test = await createTestDb();
  cleanups.push(() => test.drop());
  const apps: App[] = [];
  for (let i = 0; i < count; i++) {
    const config = loadConfig({ DATA_DIR: test.dataDir, REDIS_URL: url, REDIS_KEY_PREFIX: prefix });
    const redis = connectRedis(url, () => undefined);
    cleanups.push(() => redis.disconnect());
    const app = await buildApp({
      config,
      db: test.db,
      dbKind: test.kind,
      redis,
      messageSender: { send: async () => undefined },
      photoStorage: diskPhotoStorage(path.join(test.dataDir, 'photos')),
    });
    cleanups.push(() => app.close());
    apps.push(app);
  }
  return apps;
}

const verify = (app: App) =>
  postForm(app, VERIFY, { Mobileno: '9876500011', userInputOtp: '123456' });

describe('limits shared through Redis', () => {
  it('trips a limit hit half on one instance and half on another', async () => {
    const prefix = `carsetu-test-${randomBytes(4).toString('hex')}:`;
    const [a, b] = (await instances(2, `${REDIS}/3`, prefix)) as [App, App];
    await new Promise((r) => setTimeout(r, 100)); // both clients connected
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await verify(i % 2 ? b : a)).statusCode);
    expect(statuses).not.toContain(429);
    const over = await verify(a);
    expect(over.statusCode).toBe(429);
    expect((await verify(b)).statusCode).toBe(429);

    // Counted in database 3 under the prefix.
    const look = new Redis(`${REDIS}/3`);
    cleanups.push(() => look.disconnect());
    const keys = await look.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    await look.del(...keys);
  });

  it('fails sign-in closed with a 503 when Redis is away, and keeps browsing', async () => {
    const [app] = (await instances(1, 'redis://127.0.0.1:1', 'carsetu-test:')) as [App];
    const refused = await verify(app);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ Success: false, Message: MSG.serviceBusy });
    expect((await app.inject({ url: '/api/Common/countrydata' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'down' });
  });
});
