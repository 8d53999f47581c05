/**
 * The S3 adapter of the photo-storage port against an S3-compatible server
 * the test starts itself (s3rver, on a temporary folder): the port's calls,
 * and two app instances on one database and one bucket, where a car listed
 * through one instance shows its photo through the other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { listCarAs } from '../testing/listing-requests.ts';
import { placeOf } from '../testing/places.ts';
import { pickChoice, sellBody } from '../testing/sell-body.ts';
import { createTestDb } from '../testing/test-app.ts';
import { jpegBase64 } from '../testing/test-photos.ts';
import { newSeller } from '../testing/test-sellers.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { s3ClientFor, s3PhotoStorage } from './s3-photo-storage.ts';

const BUCKET = 'carsetu-photos';
let dir: string;
let server: S3rver;
let endpoint: string;

/** A fresh adapter (its own client) on the test's bucket. */
const storage = (): PhotoStorage =>
  s3PhotoStorage(
    s3ClientFor({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    BUCKET,
  );

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  const client = s3ClientFor({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('s3PhotoStorage', () => {
  it('puts, gets, lists and deletes by key, and answers the app URL of a key', async () => {
    const photos = storage();
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    await photos.put('cars/AbC123/one.jpg', bytes);
    await photos.put('banners/offer.jpg', bytes);
    expect(await photos.get('cars/AbC123/one.jpg')).toEqual(bytes);
    expect(await photos.get('cars/AbC123/missing.jpg')).toBeUndefined();
    const listed: string[] = [];
    for await (const p of photos.list('cars/')) listed.push(p.key);
    expect(listed).toEqual(['cars/AbC123/one.jpg']);
    expect(photos.url('cars/AbC123/one.jpg')).toBe('/photos/cars/AbC123/one.jpg');
    await photos.delete('cars/AbC123/one.jpg');
    expect(await photos.get('cars/AbC123/one.jpg')).toBeUndefined();
    await expect(photos.put('../secret.jpg', bytes)).rejects.toThrow('bad photo key');
  });

  it('serves a car listed through one instance through another', async () => {
    const test = await createTestDb();
    const apps: App[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        apps.push(
          await buildApp({
            config: loadConfig({ DATA_DIR: test.dataDir }),
            db: test.db,
            dbKind: test.kind,
            messageSender: { send: async () => undefined },
            photoStorage: storage(),
          }),
        );
      }
      const [a, b] = apps as [App, App];
      const seller = await newSeller(
        { app: a, db: test.db },
        await placeOf(test.db, 'Gujarat', 'Surat'),
      );
      const body = sellBody(await pickChoice(test.db), await jpegBase64(), {
        carnumber: 'GJ05SS1234',
      });
      const car = await listCarAs(a, seller, body);
      const details = await b.inject({
        url: `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.Rand}`,
      });
      const photoUrl: string = details.json().Data.carphoto;
      expect(photoUrl).toMatch(/^\/photos\/cars\//);
      const photo = await b.inject({ url: photoUrl });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['cache-control']).toContain('immutable');
      expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const webp = await b.inject({ url: photoUrl.replace(/\.jpg$/, '-sm.webp') });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect((await b.inject({ url: '/photos/cars/nothing/here.jpg' })).statusCode).toBe(404);
    } finally {
      for (const app of apps) await app.close();
      await test.drop();
    }
  });
});
