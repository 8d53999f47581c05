/**
 * A dealer's logo on its showroom page (issue 45 part 5;
 * docs/decisions/046-showroom-pages.md), on SQLite and PostgreSQL: an owner
 * uploads a JPEG (EXIF and GPS dropped, a 192 px square JPEG and WebP
 * stored) and then a PNG that replaces it (the old files deleted); the
 * public answer, the workspace's form and JSON-LD carry its URL; a manager,
 * a sales executive and a stranger are refused; a file that is not an
 * image, one over 10 MB, one of too many pixels and an empty upload answer
 * 400 with the logo's messages, changing nothing; past the account's photo
 * budget, 429; Remove clears it and deletes its files.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  logoRemoved,
  logoRequired,
  logoSaved,
  logoTooLarge,
  logoTooManyPixels,
  logoUnreadable,
  logoWrongType,
} from '#messages/showroom.ts';
import { MAX_PHOTO_BYTES } from '#shared/schemas/listing-rules.ts';
import { LOGO_SIZE } from '#shared/schemas/showroom.ts';
import { autoDealerJsonLd } from '../../pages/showroom-head.ts';
import { logoWebp } from '../../photos/dealer-logo.ts';
import { freshAddress } from '../../testing/auth-test-helpers.ts';
import { DEALER, dealerTeamWorld, SHREE } from '../../testing/dealer-team-world.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';
import { jpegWithExifAndGps, pngClaiming, textFile } from '../../testing/test-photos.ts';

const w = dealerTeamWorld();
const LOGO = `${DEALER}/Logo`;
const REMOVE = `${DEALER}/RemoveLogo`;

const dataUrl = (bytes: Buffer, type = 'image/jpeg') =>
  `data:${type};base64,${bytes.toString('base64')}`;
const upload = (token: string, Photo: string | undefined) =>
  postAs(w.t.app, token, LOGO, { Photo });

async function shree() {
  return w.t.db
    .selectFrom('dealers')
    .select(['id', 'rand', 'logo'])
    .where('mobile', '=', SHREE)
    .executeTakeFirstOrThrow();
}

/** The public showroom answer of Shree. */
async function publicPage() {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/api/showroom/${(await shree()).rand}`,
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data;
}

/** The stored file of URL `url` ("/photos/dealers/..."), or undefined. */
function stored(url: string): Buffer | undefined {
  const file = path.join(w.t.dataDir, 'photos', url.replace(/^\/photos\//, ''));
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

describe("the owner's logo", () => {
  let first: string;

  it('is uploaded as a JPEG: stored 192 px square, JPEG and WebP, with no EXIF or GPS; the answers carry its URL', async () => {
    const input = await jpegWithExifAndGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await upload(w.token.owner, dataUrl(input));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(logoSaved);
    const d = await shree();
    first = res.json().Data.Logo;
    expect(first).toMatch(new RegExp(`^/photos/dealers/${d.rand}/logo-[\\w-]{10}\\.jpg$`));
    expect(d.logo).toBe(first.replace(/^\/photos\//, ''));

    const jpeg = stored(first);
    const webp = stored(logoWebp(first));
    expect(jpeg && webp).toBeDefined();
    for (const [file, format] of [
      [jpeg, 'jpeg'],
      [webp, 'webp'],
    ] as const) {
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format, width: LOGO_SIZE, height: LOGO_SIZE });
      expect(meta.exif).toBeUndefined();
    }
    expect(jpeg?.includes('Canon')).toBe(false);

    expect((await publicPage()).Logo).toBe(first);
    const form = await getAs(w.t.app, w.token.sales, `${DEALER}/Showroom`);
    expect(form.json().Data.Logo).toBe(first);
    const page = await publicPage();
    const ld = autoDealerJsonLd(
      { ...page, Logo: `https://www.carsetu.test${page.Logo}` },
      'https://www.carsetu.test/dealer/x',
    );
    expect(ld).toMatchObject({ logo: `https://www.carsetu.test${first}` });
  });

  it('is replaced by a PNG (a wide one, fitted whole): the old files are deleted', async () => {
    const png = await sharp({
      create: {
        width: 600,
        height: 150,
        channels: 4,
        background: { r: 200, g: 30, b: 30, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const res = await upload(w.token.owner, dataUrl(png, 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
    const second: string = res.json().Data.Logo;
    expect(second).not.toBe(first);
    expect(stored(first)).toBeUndefined();
    expect(stored(logoWebp(first))).toBeUndefined();
    const meta = await sharp(stored(second)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: LOGO_SIZE, height: LOGO_SIZE });
    expect((await publicPage()).Logo).toBe(second);
    first = second;
  });

  it('is refused to a manager, a sales executive and a stranger, changing nothing', async () => {
    const before = await w.snapshot();
    const photo = dataUrl(await jpegWithExifAndGps());
    for (const who of ['manager', 'sales', 'stranger'] as const) {
      const res = await upload(w.token[who], photo);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
      const removed = await postAs(w.t.app, w.token[who], REMOVE, {});
      expect(removed.statusCode, who).toBe(403);
    }
    expect(await w.snapshot()).toEqual(before);
    expect((await publicPage()).Logo).toBe(first);
  });

  it('refuses a file that is not an image, one over 10 MB, too many pixels or nothing, with 400 and nothing changed', async () => {
    const before = await w.snapshot();
    const overSize = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    overSize.set([0xff, 0xd8, 0xff, 0xe0]);
    const cases: [string | undefined, string][] = [
      [dataUrl(textFile()), logoWrongType],
      [dataUrl(Buffer.from('GIF89a'.repeat(20))), logoWrongType],
      [dataUrl(overSize), logoTooLarge],
      [dataUrl(await pngClaiming(20_000, 20_000), 'image/png'), logoTooManyPixels],
      [dataUrl(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6])), logoUnreadable],
      ['', `Photo: ${logoRequired}`],
      [undefined, `Photo: ${logoRequired}`],
      ['not base64 at all!', `Photo: ${logoUnreadable}`],
    ];
    for (const [photo, message] of cases) {
      const res = await upload(w.token.owner, photo);
      expect(res.statusCode, `${message}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json().Message).toBe(message);
    }
    expect(await w.snapshot()).toEqual(before);
  });

  it("answers 429 past the account's photo budget, changing nothing", async () => {
    const owner = await w.t.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', SHREE)
      .executeTakeFirstOrThrow();
    const spent = await w.t.db
      .insertInto('account_usage')
      .values({
        user_id: owner.id,
        action: 'photos',
        amount: w.t.app.config.limits.photosPerHour,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const before = await w.snapshot();
      const res = await upload(w.token.owner, dataUrl(await jpegWithExifAndGps()));
      expect(res.statusCode, res.body).toBe(429);
      expect(await w.snapshot()).toEqual(before);
    } finally {
      await w.t.db.deleteFrom('account_usage').where('id', '=', spent.id).execute();
    }
  });

  it('is removed by an owner: cleared from the answers, its files deleted', async () => {
    const res = await postAs(w.t.app, w.token.owner, REMOVE, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(logoRemoved);
    expect(res.json().Data.Logo).toBeNull();
    expect((await shree()).logo).toBeNull();
    expect(stored(first)).toBeUndefined();
    expect(stored(logoWebp(first))).toBeUndefined();
    expect((await publicPage()).Logo).toBeNull();
    const files = fs.readdirSync(path.join(w.t.dataDir, 'photos', 'dealers'), { recursive: true });
    expect(files.filter((f) => /\.(jpg|webp)$/.test(String(f)))).toEqual([]);
    // Removing again is no error.
    expect((await postAs(w.t.app, w.token.owner, REMOVE, {})).statusCode).toBe(200);
  });
});
