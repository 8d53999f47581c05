/**
 * Private logs (issue 8; docs/security.md): the server's own logger, with
 * the console message sender, through sign-in, a lead, a seller's listing
 * and bad requests carrying numbers in the path, the query string and the
 * body. No line holds a full mobile number or an OTP, except the console
 * sender's deliberate `OTP for ...` line; request lines hold no query string.
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { consoleMessageSender } from '../ports/console-message-sender.ts';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import { postForm } from '../testing/api-test-helpers.ts';
import { bearer } from '../testing/auth-test-helpers.ts';
import { createTestDb } from '../testing/test-app.ts';
import { createServerLogger, maskMobilesIn, privateLogLine } from './server-logger.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let app: App;
let drop: () => Promise<void>;
beforeAll(async () => {
  const test = await createTestDb({ inventory: true });
  drop = test.drop;
  const config = loadConfig({ DATA_DIR: test.dataDir, LOG_LEVEL: 'info', TEST_MOBILE: '' });
  const logger = createServerLogger(config, sink);
  const photoStorage = diskPhotoStorage(path.join(test.dataDir, 'photos'));
  app = await buildApp({
    config,
    db: test.db,
    dbKind: test.kind,
    logger,
    messageSender: consoleMessageSender(logger),
    photoStorage,
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

const BUYER = '9812345623';
const USER = '9876501234';
const MOBILE = /(?<!\d)[6-9]\d{9}(?!\d)/;

describe('maskMobilesIn', () => {
  it('masks 10-digit Indian mobiles as 98xxxxxx23 and leaves other numbers', () => {
    expect(maskMobilesIn('call 9812345623 now')).toBe('call 98xxxxxx23 now');
    expect(maskMobilesIn('"time":1732390000000,"n":5812345623')).toBe(
      '"time":1732390000000,"n":5812345623',
    );
    expect(maskMobilesIn('98123456231')).toBe('98123456231');
    expect(privateLogLine('{"sender":"console-otp","msg":"OTP for 9812345623: 123456"}')).toContain(
      '9812345623',
    );
  });
});

describe('the server log', () => {
  it('holds no full mobile number, OTP, query string or body', async () => {
    const code = async (mobile: string) => {
      const line = lines.findLast((l) => l.includes(`OTP for ${mobile}`));
      return /OTP for \d+: (\d{6})/.exec(line ?? '')?.[1] ?? '';
    };
    await postForm(app, '/api/CarSetuClientLogin/ReSendOTP', { Mobileno: USER });
    const otp = await code(USER);
    expect(otp).toMatch(/^\d{6}$/);
    await postForm(app, '/api/CarSetuClientLogin/VerifyOTP', {
      Mobileno: USER,
      userInputOtp: '000000',
    });
    const verified = await postForm(app, '/api/CarSetuClientLogin/VerifyOTP', {
      Mobileno: USER,
      userInputOtp: otp,
    });
    const tokenRes = await postForm(app, '/login', {
      UserName: USER,
      Password: verified.json().Data,
      grant_type: 'password',
      Scope: 'Clientlogin',
    });
    const token = tokenRes.json().access_token as string;
    expect(token).toBeTruthy();

    const car = await app.inject('/api/Carmaster/GetRandomly2Car_cars?Pageindex=1');
    const rand = car.json().Data[0].Rand as string;
    const lead = await postForm(app, '/api/LeadQRCode/AddLeadQRCode', {
      Name: 'Ravi Patel',
      Contactno: BUYER,
      Carno: 'GJ01AA0001',
      Rand: rand,
    });
    expect(lead.json().Success).toBe(true);

    await app.inject(`/api/Common/companydata?mobile=${BUYER}&otp=${otp}`);
    await app.inject(`/api/no-such-route/${BUYER}?Mobileno=${BUYER}`);
    await postForm(app, '/api/CarSetuClientLogin/ReSendOTP', { Mobileno: `${BUYER}0` });
    await postForm(app, '/api/ClientCarSetuProfile/AddCarSetuClientProfile', {
      Name: 'Ravi',
      Mobileno: BUYER,
    });
    await app.inject({
      method: 'POST',
      url: '/api/ClientCarSetuProfile/AddCarSetuClientProfile',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"Name":"Ravi","Mobileno":"${BUYER}",`,
    });

    const written = lines.join('\n');
    expect(lines.length).toBeGreaterThan(20);
    expect(written).toContain('incoming request');
    for (const line of lines) {
      if (line.includes('"sender":"console-otp"')) {
        expect(line).toMatch(/"msg":"OTP for \d{10}: \d{6}"/);
        continue;
      }
      expect(line, line).not.toMatch(MOBILE);
      expect(line, line).not.toContain(otp);
      expect(line, line).not.toContain('?');
      // The console sender's lead notice is its delivery (name kept, number masked); no other line has the form's name.
      if (!line.includes('"sender":"console"')) expect(line, line).not.toContain('Ravi');
      expect(line, line).not.toContain(token);
    }
    // What was masked is still there in its masked form: the lead notice names the buyer.
    expect(written).toContain('98xxxxxx23');
  });
});
