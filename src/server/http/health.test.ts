/**
 * Health and tracing (issue 11): /healthz and /readyz answer JSON for a load
 * balancer, /readyz turns 503 when the database stops answering (and the
 * process carries on), and every answer and every log line of a request
 * carries its request id.
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import { createTestApp, createTestDb, type TestApp, testDbKind } from '../testing/test-app.ts';
import { createServerLogger } from './server-logger.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('health', () => {
  it('answers /healthz and /readyz with JSON, never cached', async () => {
    t = await createTestApp();
    const live = await t.app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toMatch(/^application\/json/);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers /readyz 503 when the database is gone, and keeps serving /healthz', async () => {
    const test = await createTestDb();
    const config = loadConfig({ DATA_DIR: test.dataDir });
    const app: App = await buildApp({
      config,
      db: test.db,
      dbKind: test.kind,
      messageSender: { send: async () => undefined },
      photoStorage: diskPhotoStorage(path.join(test.dataDir, 'photos')),
    });
    try {
      await test.db.destroy(); // every connection closed under the running app
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await test.drop().catch(() => undefined);
    }
  });
});

describe('a PostgreSQL server that drops its connections', () => {
  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(testDbKind() !== 'postgres' || !url)(
    'is reported, not fatal: the pool makes new connections and /readyz recovers',
    async () => {
      const name = `carsetu-drop-${process.pid}-${Date.now()}`;
      const failures: Error[] = [];
      const { db } = openDatabase({
        databaseUrl: `${url}${url?.includes('?') ? '&' : '?'}application_name=${name}`,
        sqliteFile: '',
        onPoolError: (err) => failures.push(err),
      });
      const admin = openDatabase({ databaseUrl: url, sqliteFile: '' }).db;
      const test = await createTestDb();
      const app = await buildApp({
        config: loadConfig({ DATA_DIR: test.dataDir }),
        db,
        dbKind: 'postgres',
        messageSender: { send: async () => undefined },
        photoStorage: diskPhotoStorage(path.join(test.dataDir, 'photos')),
      });
      try {
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200); // a connection now idles in the pool
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`.execute(
          admin,
        );
        await new Promise((r) => setTimeout(r, 200));
        expect(failures.length).toBeGreaterThan(0); // told, and the process lives on
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      } finally {
        await app.close();
        await db.destroy();
        await admin.destroy();
        await test.drop();
      }
    },
  );
});

describe('request ids', () => {
  it('answers a fresh UUID on every answer, errors and 404s included', async () => {
    t = await createTestApp();
    const ids = new Set<string>();
    for (const url of ['/api/Common/countrydata', '/api/nothing-here', '/healthz']) {
      const res = await t.app.inject({ url });
      const id = String(res.headers['x-request-id']);
      expect(id, url).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });

  it("keeps a proxy's plausible id and replaces anything else", async () => {
    t = await createTestApp();
    const kept = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'lb-7f3a2c91e4b0' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a2c91e4b0');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'new\nline-injection']) {
      const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).toMatch(UUID);
    }
  });

  it('puts the id on every log line of the request', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const test = await createTestDb();
    const config = loadConfig({ DATA_DIR: test.dataDir, LOG_LEVEL: 'info' });
    const app = await buildApp({
      config,
      db: test.db,
      dbKind: test.kind,
      logger: createServerLogger(config, sink),
      messageSender: { send: async () => undefined },
      photoStorage: diskPhotoStorage(path.join(test.dataDir, 'photos')),
    });
    try {
      const res = await app.inject({
        url: '/api/Common/countrydata',
        headers: { 'x-request-id': 'trace-0123456789' },
      });
      expect(res.statusCode).toBe(200);
      const mine = lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === 'trace-0123456789');
      expect(mine.length).toBeGreaterThanOrEqual(2); // the request and its answer
      const untagged = lines.map((l) => JSON.parse(l)).filter((l) => 'req' in l && !l.reqId);
      expect(untagged).toEqual([]);
    } finally {
      await app.close();
      await test.drop();
    }
  });
});
