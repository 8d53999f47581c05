/**
 * The console's banners (issue 25 part 2, docs/moderation.md#banners-and-dealers):
 * add a banner from a photo, change its link, language and words, move it,
 * hide it from the Home slider and show it again; each action's audit row;
 * refusals change nothing. Operator-only access is tested with every route in
 * admin.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../testing/console-test-app.ts';

const c = consoleTestApp();
const { post, get, lastAudit, auditCount } = c;

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b4ea2' } })
    .jpeg()
    .toBuffer()
    .then((b) => `data:image/jpeg;base64,${b.toString('base64')}`);
const publicBanners = async () =>
  (await c.t.app.inject({ url: '/api/Bannermaster/AllClientBanner' })).json().Data as {
    nUrl: string;
    nPhoto: string;
  }[];

describe('/api/Admin banners', () => {
  it('adds banners from photos, in order, each file cut to the slider and audited', async () => {
    const first = await post('AddBanner', { Photo: await photo(2000, 800), Url: '/search?make=3' });
    expect(first.json()).toMatchObject({ Success: true, Message: 'Banner added' });
    const second = await post('AddBanner', {
      Photo: await photo(1600, 500),
      Url: 'https://example.com/offer',
    });
    expect(second.statusCode).toBe(200);
    const banners = (await get('Banners')).json().Data;
    expect(banners.map((b: { Url: string }) => b.Url)).toEqual([
      '/search?make=3',
      'https://example.com/offer',
    ]);
    expect(banners[0]).toMatchObject({ Order: 1, Hidden: false });
    const key = banners[0].Photo.replace('/photos/', '');
    const jpeg = fs.readFileSync(path.join(c.t.dataDir, 'photos', key));
    expect(await sharp(jpeg).metadata()).toMatchObject({
      width: 1600,
      height: 500,
      format: 'jpeg',
    });
    const small = fs.readFileSync(
      path.join(c.t.dataDir, 'photos', key.replace('.jpg', '-sm.webp')),
    );
    expect(await sharp(small).metadata()).toMatchObject({
      width: 800,
      height: 250,
      format: 'webp',
    });
    expect((await publicBanners()).map((b) => b.nUrl)).toEqual([
      '/search?make=3',
      'https://example.com/offer',
    ]);
    expect(await lastAudit()).toMatchObject({ Action: 'banner.add', Operator: '90XXXXXX01' });
  });

  it('refuses a small photo, a file that is not a photo and a foreign link, storing nothing', async () => {
    const before = await auditCount();
    const files = fs.readdirSync(path.join(c.t.dataDir, 'photos', 'banners')).length;
    const small = await post('AddBanner', { Photo: await photo(600, 200), Url: '/search' });
    expect(small.json()).toMatchObject({
      Success: false,
      Message: 'The banner photo must be at least 800 x 250 pixels',
    });
    const text = await post('AddBanner', {
      Photo: Buffer.from('not a photo at all').toString('base64'),
      Url: '/search',
    });
    expect(text.statusCode).toBe(400);
    const link = await post('AddBanner', {
      Photo: await photo(1600, 500),
      Url: 'javascript:alert(1)',
    });
    expect(link.json().Message).toContain('Enter a link on CarSetu');
    const protocolRelative = await post('AddBanner', {
      Photo: await photo(1600, 500),
      Url: '//evil.example',
    });
    expect(protocolRelative.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
    expect(fs.readdirSync(path.join(c.t.dataDir, 'photos', 'banners')).length).toBe(files);
  });

  it('moves, edits, hides and shows a banner; the Home slider follows', async () => {
    const [a, b] = (await get('Banners')).json().Data;
    expect((await post('MoveBanner', { id: String(a.id), direction: 'up' })).statusCode).toBe(409);
    expect((await post('MoveBanner', { id: String(b.id), direction: 'up' })).statusCode).toBe(200);
    expect((await publicBanners())[0]?.nUrl).toBe(b.Url);
    expect(await lastAudit()).toMatchObject({ Action: 'banner.move', Reason: 'Moved up' });

    expect((await post('EditBanner', { id: String(a.id), Url: '/sell-used-car' })).statusCode).toBe(
      200,
    );
    expect(JSON.parse((await lastAudit()).After)).toEqual({ url: '/sell-used-car' });

    const noReason = await post('BannerVisibility', {
      id: String(a.id),
      hide: 'true',
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const hide = await post('BannerVisibility', {
      id: String(a.id),
      hide: 'true',
      reason: 'Offer ended',
    });
    expect(hide.json()).toMatchObject({ Message: 'Banner hidden' });
    expect((await publicBanners()).map((x) => x.nUrl)).toEqual([b.Url]);
    expect((await get('Banners')).json().Data[1]).toMatchObject({ id: a.id, Hidden: true });
    const again = await post('BannerVisibility', { id: String(a.id), hide: 'true', reason: 'x' });
    expect(again.statusCode).toBe(409);
    await post('BannerVisibility', { id: String(a.id), hide: 'false', reason: 'Offer is back' });
    expect((await publicBanners()).map((x) => x.nUrl)).toEqual([b.Url, '/sell-used-car']);
    expect(await lastAudit()).toMatchObject({ Action: 'banner.show', Reason: 'Offer is back' });
    expect((await post('EditBanner', { id: '99999', Url: '/search' })).statusCode).toBe(404);
  });

  it('puts a banner written in Hindi on the Hindi Home only; refuses a language it does not know', async () => {
    const before = await auditCount();
    const unknown = await post('AddBanner', {
      Photo: await photo(1600, 500),
      Url: '/search',
      Lang: 'fr',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toContain('Choose the language the banner is written in');
    expect(await auditCount()).toBe(before);
    const wordy = await post('AddBanner', {
      Photo: await photo(1600, 500),
      Url: '/search',
      Alt: 'x'.repeat(201),
    });
    expect(wordy.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
    const hindi = await post('AddBanner', {
      Photo: await photo(1600, 500),
      Url: '/search?fuel=1',
      Lang: 'hi',
      Alt: 'अपनी अगली कार यहाँ खोजें',
    });
    expect(hindi.statusCode).toBe(200);
    const listed = (await get('Banners')).json().Data as {
      Url: string;
      Lang: string;
      Alt: string;
    }[];
    expect(listed.find((b) => b.Url === '/search?fuel=1')).toMatchObject({
      Lang: 'hi',
      Alt: 'अपनी अगली कार यहाँ खोजें',
    });
    expect(listed.filter((b) => b.Url !== '/search?fuel=1').every((b) => b.Lang === 'all')).toBe(
      true,
    );
    expect(JSON.parse((await lastAudit()).After)).toMatchObject({ lang: 'hi' });
    const links = async (lang?: string) =>
      (
        await c.t.app.inject({
          url: '/api/Bannermaster/AllClientBanner',
          headers: lang ? { 'accept-language': lang } : {},
        })
      )
        .json()
        .Data.map((b: { nUrl: string }) => b.nUrl);
    expect(await links('hi')).toContain('/search?fuel=1');
    const shown = (
      await c.t.app.inject({
        url: '/api/Bannermaster/AllClientBanner',
        headers: { 'accept-language': 'hi' },
      })
    )
      .json()
      .Data.find((b: { nUrl: string }) => b.nUrl === '/search?fuel=1');
    expect(shown.nAlt).toBe('अपनी अगली कार यहाँ खोजें');
    // Its language and words changed later; a link-only change keeps them.
    const id = String(hindi.json().Data.id);
    const tooLong = await post('EditBanner', { id, Url: '/search?fuel=1', Alt: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    const moved = await post('EditBanner', {
      id,
      Url: '/search?fuel=1',
      Lang: 'gu',
      Alt: 'તમારી આગલી કાર અહીં શોધો',
    });
    expect(moved.json()).toMatchObject({ Message: 'Banner saved' });
    expect(JSON.parse((await lastAudit()).After)).toEqual({
      lang: 'gu',
      alt: 'તમારી આગલી કાર અહીં શોધો',
    });
    expect(await links('hi')).not.toContain('/search?fuel=1');
    expect(await links('gu')).toContain('/search?fuel=1');
    await post('EditBanner', { id, Url: '/search?fuel=2' });
    const after = (await get('Banners'))
      .json()
      .Data.find((b: { id: number }) => b.id === Number(id));
    expect(after).toMatchObject({
      Url: '/search?fuel=2',
      Lang: 'gu',
      Alt: 'તમારી આગલી કાર અહીં શોધો',
    });
    await post('EditBanner', { id, Url: '/search?fuel=2', Lang: 'all', Alt: '' });
    expect(
      (await get('Banners')).json().Data.find((b: { id: number }) => b.id === Number(id)),
    ).toMatchObject({
      Lang: 'all',
      Alt: '',
    });
    expect(await links()).not.toContain('/search?fuel=1');
    expect(await links('gu')).not.toContain('/search?fuel=1');
  });
});
