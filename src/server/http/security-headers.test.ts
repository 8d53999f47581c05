/**
 * Security headers (security-headers.ts): API answers carry the API set and
 * no document headers, other answers helmet's full set with the page CSP,
 * and every answer its request id, the router's own 400 included.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('security headers', () => {
  it('gives JSON answers the API set, errors and kept answers included', async () => {
    t = await createTestApp();
    for (const url of ['/api/Common/countrydata', '/api/Common/countrydata', '/api/nothing']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(res.headers['referrer-policy'], url).toBeUndefined();
      expect(res.headers['x-request-id'], url).toBeTruthy();
    }
  });

  it('gives everything else the document set with the page CSP', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("names the request on the router's own 400", async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/Common/activemodel/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
