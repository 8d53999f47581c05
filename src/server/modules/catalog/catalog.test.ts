import { describe, expect, it } from 'vitest';
import { postForm } from '../../testing/api-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';

const t = fileTestApp();

type Options = { Value: string; Text: string }[];

async function getOptions(url: string): Promise<Options> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  const body = res.json();
  expect(body).toMatchObject({ Success: true });
  for (const o of body.Data)
    expect(o).toEqual({ Value: expect.any(String), Text: expect.any(String) });
  return body.Data;
}

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
const isByName = (options: Options) =>
  options.every((o, i) => i === 0 || collator.compare(options[i - 1].Text, o.Text) <= 0);

describe('GET lookups', () => {
  it('companydata lists every make by name, Value = id', async () => {
    const data = await getOptions('/api/Common/companydata');
    const rows = await t.db.selectFrom('makes').select(['id', 'name']).execute();
    expect(data).toHaveLength(rows.length);
    expect(isByName(data)).toBe(true);
    const first = rows[0];
    expect(data).toContainEqual({ Value: String(first.id), Text: first.name });
  });

  it('fuels, gears and vehicle types keep the catalogue order', async () => {
    expect((await getOptions('/api/Common/Fueldata')).map((o) => o.Text)).toEqual([
      'Petrol',
      'Diesel',
      'CNG',
      'LPG',
      'Electric',
      'Hybrid',
    ]);
    expect(await getOptions('/api/Common/Geardata')).toEqual([
      { Value: '1', Text: 'Manual' },
      { Value: '2', Text: 'Automatic' },
    ]);
    expect(await getOptions('/api/Common/Vehiclenamedata')).toEqual([
      { Value: '1', Text: 'Car' },
      { Value: '2', Text: 'Commercial Vehicle' },
      { Value: '3', Text: 'Two Wheeler' },
    ]);
  });

  it('features by name, countries = India', async () => {
    const features = await getOptions('/api/Common/Featuresdata');
    const n = await t.db.selectFrom('features').select('id').execute();
    expect(features).toHaveLength(n.length);
    expect(isByName(features)).toBe(true);
    expect(await getOptions('/api/Common/countrydata')).toEqual([{ Value: '1', Text: 'India' }]);
  });

  it('activemodel lists only active models of that make, by name', async () => {
    const make = await t.db
      .selectFrom('models')
      .select('make_id')
      .where('active', '=', 0)
      .executeTakeFirst();
    const makeId = make?.make_id ?? 1;
    const data = await getOptions(`/api/Common/activemodel/${makeId}`);
    const rows = await t.db
      .selectFrom('models')
      .select(['id', 'active'])
      .where('make_id', '=', makeId)
      .execute();
    const active = rows.filter((r) => r.active === 1).map((r) => String(r.id));
    expect(data.map((o) => o.Value).sort()).toEqual(active.sort());
    expect(isByName(data)).toBe(true);
    expect(await getOptions('/api/Common/activemodel/999999')).toEqual([]);
  });

  it('activemodel refuses a non-numeric company id with a 400 naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Common/activemodel/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Success: false, Data: null });
    expect(res.json().Message).toMatch(/^companyId: /);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('statenamedata: Gujarat is id 1; the country defaults to India', async () => {
    const states = await getOptions('/api/Common/statenamedata?countryid=1');
    expect(states).toContainEqual({ Value: '1', Text: 'Gujarat' });
    expect(states.length).toBeGreaterThanOrEqual(36);
    expect(isByName(states)).toBe(true);
    expect(await getOptions('/api/Common/statenamedata')).toEqual(states);
    expect(await getOptions('/api/Common/statenamedata?countryid=')).toEqual(states);
    expect(await getOptions('/api/Common/statenamedata?countryid=7')).toEqual([]);
  });

  it('citynamedata lists the state cities by name; no state gives []', async () => {
    const cities = await getOptions('/api/Common/citynamedata?countryid=1&stateid=1');
    const rows = await t.db.selectFrom('cities').select('id').where('state_id', '=', 1).execute();
    expect(cities).toHaveLength(rows.length);
    expect(cities.map((c) => c.Text)).toContain('Ahmedabad');
    expect(isByName(cities)).toBe(true);
    expect(await getOptions('/api/Common/citynamedata?countryid=1')).toEqual([]);
    expect(await getOptions('/api/Common/citynamedata?countryid=2&stateid=1')).toEqual([]);
  });

  it('matches paths case-insensitively', async () => {
    const data = await getOptions('/api/common/COMPANYDATA');
    expect(data.length).toBeGreaterThan(5);
  });
});

describe('POST /api/Common/veriantandcolour', () => {
  async function aModel() {
    return t.db
      .selectFrom('models')
      .innerJoin('variants', 'variants.model_id', 'models.id')
      .select(['models.id as id', 'models.make_id as make_id'])
      .executeTakeFirstOrThrow();
  }

  it('answers the variants and colours of the model', async () => {
    const model = await aModel();
    const res = await postForm(t.app, '/api/Common/veriantandcolour', {
      companyid: model.make_id,
      Modelid: model.id,
    });
    expect(res.statusCode).toBe(200);
    const { veriantdata, Colourdata } = res.json().Data;
    const variants = await t.db
      .selectFrom('variants')
      .select(['id', 'name'])
      .where('model_id', '=', model.id)
      .execute();
    const colours = await t.db
      .selectFrom('colours')
      .select('id')
      .where('model_id', '=', model.id)
      .execute();
    expect(veriantdata.map((o: { Value: string }) => o.Value).sort()).toEqual(
      variants.map((v) => String(v.id)).sort(),
    );
    expect(Colourdata).toHaveLength(colours.length);
  });

  it('accepts JSON and no company; a model of another make gives empty lists', async () => {
    const model = await aModel();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/Common/veriantandcolour',
      payload: { Modelid: String(model.id) },
    });
    expect(json.json().Data.veriantdata.length).toBeGreaterThan(0);
    const other = await postForm(t.app, '/api/Common/veriantandcolour', {
      companyid: model.make_id + 1,
      Modelid: model.id,
    });
    expect(other.json().Data).toEqual({ veriantdata: [], Colourdata: [] });
  });

  it('refuses a missing Modelid with 400 naming the field', async () => {
    const res = await postForm(t.app, '/api/Common/veriantandcolour', { companyid: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Success: false,
      Message: 'Modelid: Modelid is required',
      Data: null,
    });
  });
});
