import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.testMobile).toBeUndefined();
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('reads an empty number as unset (its default), not as 0, and refuses one that is not a number', () => {
    const c = loadConfig({
      PORT: '',
      PAGE_CACHE_SECONDS: '',
      OTP_SEND_BUDGET: '',
      PG_RELEASE_LOCK_TIMEOUT_MS: '',
    });
    expect([c.port, c.pageCacheSeconds, c.limits.otpSendBudget, c.pg.releaseLockTimeoutMs]).toEqual(
      [3000, 5, 200, 600_000],
    );
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('seeds the demo on SQLite by default, on PostgreSQL only when asked', () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/carsetu';
    expect(loadConfig({ DATABASE_URL: pg }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('takes REDIS_URL with its prefix, and refuses what is not a redis:// URL', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'carsetu:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('keeps photos on disk by default; PHOTO_STORE=s3 needs a bucket', () => {
    expect(loadConfig({}).photoStore).toEqual({ kind: 'disk' });
    expect(() => loadConfig({ PHOTO_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(
      loadConfig({
        PHOTO_STORE: 's3',
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }).photoStore,
    ).toMatchObject({ kind: 's3', bucket: 'photos', forcePathStyle: true, credentials: undefined });
  });

  it('stops with a message naming every bad variable', () => {
    const bad = () =>
      loadConfig({ PORT: 'three thousand', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SEED_DEMO');
    }
  });

  it('treats an empty TEST_MOBILE as off and refuses a malformed one', () => {
    expect(loadConfig({ TEST_MOBILE: '' }).testMobile).toBeUndefined();
    expect(() => loadConfig({ TEST_MOBILE: '12345' })).toThrow(/TEST_MOBILE/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a list of addresses and CIDR ranges, or a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses true, saying why', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust X-Forwarded-For from anyone, letting any client choose its own address/,
    );
  });

  it('names an entry that is not an address or range', () => {
    for (const bad of ['10.0.0.1,proxy.local', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: ".+" is not an address/);
    }
  });
});

describe('abuse budgets', () => {
  it('have the documented defaults and take positive whole numbers', () => {
    expect(loadConfig({}).limits).toEqual({
      otpSendBudget: 200,
      leadDailyCap: 20,
      leadEscalateMinutes: 15,
      listingsPerDay: 30,
      photosPerHour: 200,
    });
    const c = loadConfig({
      OTP_SEND_BUDGET: '50',
      LEAD_DAILY_CAP: '5',
      LEAD_ESCALATE_MINUTES: '30',
      ACCOUNT_LISTINGS_PER_DAY: '3',
      ACCOUNT_PHOTOS_PER_HOUR: '40',
    });
    expect(c.limits).toEqual({
      otpSendBudget: 50,
      leadDailyCap: 5,
      leadEscalateMinutes: 30,
      listingsPerDay: 3,
      photosPerHour: 40,
    });
    expect(() => loadConfig({ OTP_SEND_BUDGET: '0' })).toThrow(/OTP_SEND_BUDGET/);
    expect(() => loadConfig({ LEAD_DAILY_CAP: 'many' })).toThrow(/LEAD_DAILY_CAP/);
  });
});

describe('TEST_MOBILE and the message sender', () => {
  const whatsapp = {
    MESSAGE_SENDER: 'whatsapp',
    WHATSAPP_PHONE_NUMBER_ID: '123',
    WHATSAPP_TOKEN: 'tok',
  };

  it('is refused with MESSAGE_SENDER=whatsapp, naming TEST_MOBILE', () => {
    expect(() => loadConfig({ ...whatsapp, TEST_MOBILE: '9999999999' })).toThrow(
      /TEST_MOBILE: not allowed with MESSAGE_SENDER=whatsapp/,
    );
    expect(loadConfig(whatsapp).testMobile).toBeUndefined();
    expect(loadConfig({ ...whatsapp, TEST_MOBILE: '' }).testMobile).toBeUndefined();
  });

  it('is honoured with the console sender', () => {
    expect(loadConfig({ TEST_MOBILE: '9999999999' }).testMobile).toBe('9999999999');
  });
});
