import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/Site/settings', () => {
  it('answers the configured site settings, cacheable', async () => {
    t = await createTestApp({ SITE_PHONE: '+91 98765 00000', SITE_EMAIL: 'help@example.in' });
    const res = await t.app.inject({ method: 'GET', url: '/api/site/SETTINGS' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      Success: true,
      Message: 'Success',
      Data: {
        phone: '+91 98765 00000',
        email: 'help@example.in',
        address: t.app.config.site.address,
        website: t.app.config.site.website,
        facebook: t.app.config.site.facebook,
        instagram: t.app.config.site.instagram,
        grievanceOfficer: {
          name: 'Grievance Officer, CarSetu',
          email: 'grievance@carsetu.in',
          phone: '+91 79 4000 1234',
        },
      },
    });
  });

  it('has sensible defaults (Gandhinagar address)', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/Site/settings' });
    expect(res.json().Data.address).toContain('Gandhinagar');
  });
});
