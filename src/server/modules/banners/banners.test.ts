import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { bannerPhotoUrl } from './banners.repository.ts';

const t = fileTestApp();

describe('GET /api/Bannermaster/AllClientBanner', () => {
  it('answers an empty list when there are no banners', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Bannermaster/AllClientBanner' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true, Message: 'Success', Data: [] });
  });

  it('lists banners by sort_order with photo URLs', async () => {
    await t.db
      .insertInto('banners')
      .values([
        { url: '/search', photo: 'banners/second.jpg', sort_order: 2 },
        { url: '/SellInquiryform', photo: 'banners/first', sort_order: 1 },
        { url: 'https://example.com/offer', photo: 'https://cdn.example.com/b.jpg', sort_order: 3 },
      ])
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/bannermaster/allclientbanner' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json().Data).toEqual([
      { nUrl: '/SellInquiryform', nPhoto: '/photos/banners/first.jpg' },
      { nUrl: '/search', nPhoto: '/photos/banners/second.jpg' },
      { nUrl: 'https://example.com/offer', nPhoto: 'https://cdn.example.com/b.jpg' },
    ]);
  });

  it("gives each language's Home its own banners and those for every language", async () => {
    await t.db
      .insertInto('banners')
      .values([
        { url: '/search', photo: 'banners/hi.jpg', sort_order: 4, lang: 'hi' },
        { url: '/search', photo: 'banners/gu.jpg', sort_order: 5, lang: 'gu' },
        { url: '/search', photo: 'banners/en.jpg', sort_order: 6, lang: 'en' },
      ])
      .execute();
    const photos = async (lang?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        // Another spelling than the tests above: their kept answers predate these rows.
        url: '/api/BannerMaster/AllClientBanner',
        headers: lang ? { 'accept-language': lang } : {},
      });
      expect(res.headers.vary).toContain('Accept-Language');
      return (res.json().Data as { nPhoto: string }[]).map((b) => b.nPhoto.split('/').pop());
    };
    const everyLanguage = ['first.jpg', 'second.jpg', 'b.jpg'];
    expect(await photos()).toEqual([...everyLanguage, 'en.jpg']);
    expect(await photos('hi')).toEqual([...everyLanguage, 'hi.jpg']);
    expect(await photos('gu-IN,gu;q=0.9')).toEqual([...everyLanguage, 'gu.jpg']);
  });
});

describe('bannerPhotoUrl', () => {
  const storage = { url: (key: string) => `/photos/${key}` };
  it('maps keys through the storage and keeps absolute URLs', () => {
    expect(bannerPhotoUrl('banners/a.webp', storage)).toBe('/photos/banners/a.webp');
    expect(bannerPhotoUrl('banners/a', storage)).toBe('/photos/banners/a.jpg');
    expect(bannerPhotoUrl('/static/a.png', storage)).toBe('/static/a.png');
    expect(bannerPhotoUrl('//cdn.example.com/a.png', storage)).toBe('//cdn.example.com/a.png');
  });
});
