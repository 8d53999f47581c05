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
