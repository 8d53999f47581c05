/**
 * Reading the sitemaps in seo.test.ts: a urlset's English entries (each page
 * checked to be listed in English, Hindi and Gujarati with its alternates) and
 * a sitemap index's files, parsed with the sitemap package's parsers (sax),
 * the <url> / <sitemap> elements counted against what the parsers found.
 */
import { Readable } from 'node:stream';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { expect } from 'vitest';

/** An injected answer, as app.inject gives it. */
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * The <loc>/<lastmod> of each English <url> of a urlset; checks the element count, the
 * headers, and that each page is listed in English, Hindi and Gujarati one after the other,
 * each naming all three and x-default (English) as alternates (issue 26, part 1).
 */
export async function urlsOf(res: Answer, publicUrl: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  expect(res.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
  expect(res.body.endsWith('</urlset>')).toBe(true);
  const items = await parseSitemap(Readable.from([res.body]));
  expect(res.body.match(/<url>/g)?.length ?? 0).toBe(items.length);
  expect(items.length % 3).toBe(0);
  const english: { loc: string; lastmod: string | undefined }[] = [];
  for (let i = 0; i < items.length; i += 3) {
    const [en, hi, gu] = items.slice(i, i + 3);
    const pagePath = en.url.slice(publicUrl.length);
    expect([hi.url, gu.url]).toEqual([`${publicUrl}/hi${pagePath}`, `${publicUrl}/gu${pagePath}`]);
    const alternates = [
      { lang: 'en-IN', url: en.url },
      { lang: 'hi-IN', url: hi.url },
      { lang: 'gu-IN', url: gu.url },
      { lang: 'x-default', url: en.url },
    ];
    for (const item of [en, hi, gu]) {
      expect(
        item.links?.map(({ lang, url }) => ({ lang, url })),
        item.url,
      ).toEqual(alternates);
      expect(item.lastmod).toBe(en.lastmod);
    }
    english.push({ loc: en.url, lastmod: en.lastmod });
  }
  return english;
}

/** The <loc> of each <sitemap> of a sitemap index. */
export async function sitemapsOf(res: Answer) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  expect(res.body).toMatch(
    /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
  );
  const items = await parseSitemapIndex(Readable.from([res.body]));
  expect(res.body.match(/<sitemap>/g)?.length ?? 0).toBe(items.length);
  return items.map((i) => i.url);
}
