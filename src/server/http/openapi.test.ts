import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../testing/file-test-app.ts';

const t = fileTestApp();

describe('GET /api/docs/json', () => {
  it('describes every catalogue, banner, car, lead and site route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/api/Common/companydata', 'get'],
      ['/api/Common/Fueldata', 'get'],
      ['/api/Common/Geardata', 'get'],
      ['/api/Common/Vehiclenamedata', 'get'],
      ['/api/Common/Featuresdata', 'get'],
      ['/api/Common/activemodel/{companyId}', 'get'],
      ['/api/Common/statenamedata', 'get'],
      ['/api/Common/citynamedata', 'get'],
      ['/api/Common/countrydata', 'get'],
      ['/api/Common/veriantandcolour', 'post'],
      ['/api/Bannermaster/AllClientBanner', 'get'],
      ['/api/Carmaster/GetRandomly2Car_cars', 'get'],
      ['/api/Carmaster/GetDetailsofcarsbySCCM_data', 'post'],
      ['/api/Carmaster/GetdetailsofCarsbyRandomid', 'get'],
      ['/api/LeadQRCode/AddLeadQRCode', 'post'],
      ['/api/Site/settings', 'get'],
    ];
    for (const [path, method] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.responses['200'], `${path} 200`).toBeDefined();
    }
    const search = doc.paths['/api/Carmaster/GetDetailsofcarsbySCCM_data'].post;
    const body = JSON.stringify(search.requestBody);
    for (const field of ['nState', 'nCity', 'companyid', 'pageindex', 'cursor', 'sort']) {
      expect(body).toContain(field);
    }
    const page = JSON.stringify(search.responses['200']);
    expect(page).toContain('NextCursor');
    expect(page).toContain('nSaleprice');
    const lead = JSON.stringify(doc.paths['/api/LeadQRCode/AddLeadQRCode'].post.requestBody);
    for (const field of ['Name', 'Contactno', 'Carno']) expect(lead).toContain(field);
  });
});
