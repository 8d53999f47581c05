/**
 * Two instances, one marketplace (issue 11): two `node src/server/server.ts`
 * processes started together on one fresh PostgreSQL database, one Redis
 * and one S3 server the test starts itself (s3rver). They migrate and seed
 * in turn; a photo uploaded through A is served through B; a rate limit hit
 * half on A and half on B trips; a listing edited on A shows on B at once.
 * PostgreSQL only (SQLite is one process's file).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import S3rver from 's3rver';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { s3ClientFor } from '../ports/s3-photo-storage.ts';
import { placeOf } from '../testing/places.ts';
import { pickChoice, sellBody } from '../testing/sell-body.ts';
import { testDbKind } from '../testing/test-app.ts';
import { jpegBase64 } from '../testing/test-photos.ts';
import { type ServerProcess, startServer } from './server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN = '/api/CarSetuClientLogin';
const SELL = '/api/CarSetuClientSellInquiry';

/** A form POST to `server`, with `token` when given; answers status and JSON body. */
async function post(
  server: ServerProcess,
  url: string,
  form: Record<string, unknown>,
  token?: string,
) {
  const body = new URLSearchParams(
    Object.entries(form).map(([k, v]) => [k, v === undefined || v === null ? '' : String(v)]),
  );
  const res = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown> & { Data: never },
  };
}

describe('two instances on one database, one Redis and one bucket', () => {
  it.skipIf(testDbKind() !== 'postgres' || !adminUrl)(
    'start together, share photos, limits and listings',
    { timeout: 120_000 },
    async () => {
      const name = `carsetu_multi_${randomBytes(4).toString('hex')}`;
      // No statement timeout: dropping the database at the end waits for its last connections,
      // which took over the default 15 s once on a loaded CI machine.
      const admin = openDatabase({
        databaseUrl: adminUrl,
        sqliteFile: '',
        pg: { poolMax: 2, statementTimeoutMs: 0 },
      }).db;
      await sql`create database ${sql.id(name)}`.execute(admin);
      const databaseUrl = (adminUrl as string).replace(/\/[^/?]*(\?.*)?$/, `/${name}`);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-multi-'));
      const s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: path.join(dir, 's3'),
      });
      const { port } = await s3.run();
      const endpoint = `http://127.0.0.1:${port}`;
      const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
      await s3ClientFor({
        bucket: 'photos',
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials,
      }).send(new CreateBucketCommand({ Bucket: 'photos' }));
      const env = {
        REDIS_URL: REDIS,
        REDIS_KEY_PREFIX: `${name}:`,
        PHOTO_STORE: 's3',
        S3_BUCKET: 'photos',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: credentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      };
      const servers: ServerProcess[] = [];
      const db = openDatabase({ databaseUrl, sqliteFile: '' }).db;
      try {
        servers.push(
          ...(await Promise.all(
            ['a', 'b'].map((n) => startServer({ dataDir: path.join(dir, n), databaseUrl, env })),
          )),
        );
        const [a, b] = servers as [ServerProcess, ServerProcess];
        expect(`${a.log()}${b.log()}`.match(/Catalogue seeded/g)).toHaveLength(1);

        // Sign in and list a car with a photo through A.
        const mobile = '9876512345';
        expect((await post(a, `${LOGIN}/ReSendOTP`, { Mobileno: mobile })).status).toBe(200);
        const verified = await post(a, `${LOGIN}/VerifyOTP`, {
          Mobileno: mobile,
          userInputOtp: await a.otpFor(mobile),
        });
        const login = await post(a, '/login', {
          UserName: mobile,
          Password: verified.json.Data,
          grant_type: 'password',
          Scope: 'Clientlogin',
        });
        const token = String(login.json.access_token);
        const place = await placeOf(db, 'Gujarat', 'Rajkot');
        const profile = await post(
          a,
          '/api/ClientCarSetuProfile/AddCarSetuClientProfile',
          {
            Status: 'Edit',
            Name: 'Multi Seller',
            Mobileno: mobile,
            nCountry: 1,
            nState: place.stateId,
            nCity: place.cityId,
            Address: '1, Race Course Road',
            Adult: 'true',
          },
          token,
        );
        expect(profile.status).toBe(200);
        const choice = await pickChoice(db);
        const added = await post(
          a,
          `${SELL}/addcar`,
          sellBody(choice, await jpegBase64(), { carnumber: 'GJ03MI1234' }),
          token,
        );
        expect(added.status, a.log().slice(-2500)).toBe(200);
        const rand = (added.json.Data as { Rand: string }).Rand;

        // Its photo, through B.
        const details = await (
          await fetch(`${b.url}/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${rand}`)
        ).json();
        const photo = await fetch(`${b.url}${details.Data.carphoto}`);
        expect(photo.status).toBe(200);
        expect(photo.headers.get('content-type')).toBe('image/jpeg');

        // Edited on A, shown on B at once.
        const edited = await post(
          a,
          `${SELL}/Editcar`,
          {
            ...sellBody(choice, '', { carphoto: undefined, carnumber: undefined }),
            Rand: rand,
            nSaleprice: 499000,
          },
          token,
        );
        expect(edited.status).toBe(200);
        const again = await (
          await fetch(`${b.url}/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${rand}`)
        ).json();
        expect(again.Data.nSaleprice).toBe(499000);

        // VerifyOTP allows 10 per address in 5 minutes: one above on A, nine more alternating, then B refuses.
        for (let i = 0; i < 9; i++) {
          const r = await post(i % 2 ? a : b, `${LOGIN}/VerifyOTP`, {
            Mobileno: '9876500099',
            userInputOtp: '111111',
          });
          expect(r.status, `request ${i + 2}`).not.toBe(429);
        }
        expect(
          (await post(b, `${LOGIN}/VerifyOTP`, { Mobileno: '9876500099', userInputOtp: '111111' }))
            .status,
        ).toBe(429);
      } finally {
        await Promise.all(servers.map((s) => s.kill('SIGTERM')));
        await db.destroy();
        await s3.close();
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
        await admin.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
