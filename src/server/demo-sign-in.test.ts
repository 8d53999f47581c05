/**
 * Demo sign-in never reaches production (issue 8, docs/security.md):
 * `npm start` sets the demo number only on SQLite with the console sender;
 * the server refuses to start with TEST_MOBILE and the WhatsApp sender; the
 * console sender warns once at start-up; with WhatsApp the demo number gets
 * a real code like anyone else.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEST_MOBILE, demoSignInEnv } from './demo-sign-in.ts';
import { postForm } from './testing/api-test-helpers.ts';
import { RESEND_URL } from './testing/auth-test-helpers.ts';
import { runEntry } from './testing/entry-process.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');

/** Runs the real server entry with `env` (see runEntry). */
const runServer = (env: Record<string, string>, until?: RegExp) =>
  runEntry(serverEntry, env, until);

describe('demoSignInEnv (what npm start adds)', () => {
  it('sets the demo number on SQLite with the console sender only', () => {
    expect(demoSignInEnv({})).toEqual({ TEST_MOBILE: DEMO_TEST_MOBILE });
    expect(demoSignInEnv({ MESSAGE_SENDER: 'console' })).toEqual({ TEST_MOBILE: '9999999999' });
    expect(demoSignInEnv({ MESSAGE_SENDER: 'whatsapp' })).toEqual({});
    expect(demoSignInEnv({ DATABASE_URL: 'postgres://x/y' })).toEqual({});
    expect(demoSignInEnv({ TEST_MOBILE: '' })).toEqual({});
    expect(demoSignInEnv({ TEST_MOBILE: '9876543210' })).toEqual({});
  });
});

describe('the server process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-start-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start with TEST_MOBILE and the WhatsApp sender, naming TEST_MOBILE', async () => {
    const { out, code } = await runServer({
      DATA_DIR: dataDir,
      MESSAGE_SENDER: 'whatsapp',
      WHATSAPP_PHONE_NUMBER_ID: '123',
      WHATSAPP_TOKEN: 'tok',
      TEST_MOBILE: '9999999999',
    });
    expect(code).toBe(1);
    expect(out).toContain('TEST_MOBILE: not allowed with MESSAGE_SENDER=whatsapp');
    expect(fs.readdirSync(dataDir)).toEqual([]); // stopped before opening the database
  });

  it('refuses TRUST_PROXY=true, saying why', async () => {
    const { out, code } = await runServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    expect(code).toBe(1);
    expect(out).toContain('TRUST_PROXY: true would trust X-Forwarded-For from anyone');
  });

  it('warns once, at start-up, that the console sender prints codes and is not for production', async () => {
    const { out } = await runServer(
      { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info' },
      /CarSetu is serving/,
    );
    const warnings = out
      .split('\n')
      .filter((line) => line.includes('OTP codes are printed to this log'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0])).toMatchObject({
      level: 40,
      msg: 'MESSAGE_SENDER=console: OTP codes are printed to this log. This mode is not for production.',
    });
  });
});

describe('the demo number with the WhatsApp sender', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MESSAGE_SENDER: 'whatsapp',
      WHATSAPP_PHONE_NUMBER_ID: '123',
      WHATSAPP_TOKEN: 'tok',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gets a real code like anyone else', async () => {
    const res = await postForm(t.app, RESEND_URL, { Mobileno: DEMO_TEST_MOBILE });
    expect(res.json()).toEqual({ Success: true, Message: 'OTP sent to WhatsApp', Data: null });
    expect(t.sent).toEqual([
      { kind: 'otp', to: DEMO_TEST_MOBILE, code: expect.any(String), lang: 'en' },
    ]);
  });
});
