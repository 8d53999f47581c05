/**
 * Trusted proxies, not trusted headers (issue 8; docs/security.md): with
 * TRUST_PROXY listing the proxy, X-Forwarded-For names the client only on
 * requests that come from that proxy, and every per-address limit (OTP
 * send, OTP verify, token, leads, AddCity, uploads) keys on that client
 * address. A client talking to the server directly cannot pick its address.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OTP_SEND_IP_LIMIT,
  OTP_VERIFY_IP_LIMIT,
  TOKEN_IP_LIMIT,
} from '../modules/auth/auth-limits.ts';
import { LEAD_RATE_LIMIT } from '../modules/leads/leads.routes.ts';
import { ADD_CITY_IP_LIMIT } from '../modules/profile/profile.routes.ts';
import { bearer, signIn } from '../testing/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { UPLOAD_IP_LIMIT } from './wire-limits.ts';

const PROXY = '10.200.0.1';
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: `${PROXY},10.201.0.0/16`, OTP_SEND_BUDGET: '100000' });
  token = await signIn(t, '9123600001');
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
/** A request as a route receives it: from `peer`, saying the client is `forwardedFor`. */
type Send = (peer: string, forwardedFor: string) => Promise<LightMyRequestResponse>;

function post(url: string, body: () => Record<string, string>, auth = false): Send {
  return (peer, forwardedFor) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: peer,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': forwardedFor,
        ...(auth ? bearer(token) : {}),
      },
      payload: body(),
    });
}

const nextMobile = () => `91237${String(++serial).padStart(5, '0')}`;

const routes: [string, number, Send][] = [
  [
    'OTP send',
    OTP_SEND_IP_LIMIT.max,
    post('/api/CarSetuClientLogin/ReSendOTP', () => ({ Mobileno: nextMobile() })),
  ],
  [
    'OTP verify',
    OTP_VERIFY_IP_LIMIT.max,
    post('/api/CarSetuClientLogin/VerifyOTP', () => ({
      Mobileno: nextMobile(),
      userInputOtp: '000000',
    })),
  ],
  [
    'token',
    TOKEN_IP_LIMIT.max,
    post('/login', () => ({
      UserName: nextMobile(),
      Password: 'not-a-ticket',
      grant_type: 'password',
      Scope: 'Clientlogin',
    })),
  ],
  [
    'leads',
    LEAD_RATE_LIMIT,
    post('/api/LeadQRCode/AddLeadQRCode', () => ({ Name: 'Ravi', Contactno: nextMobile() })),
  ],
  [
    'AddCity',
    ADD_CITY_IP_LIMIT.max,
    post('/api/ClientCarSetuProfile/AddCity', () => ({ cityname: '' }), true),
  ],
  ['uploads', UPLOAD_IP_LIMIT.max, post('/api/CarSetuClientSellInquiry/addcar', () => ({}), true)],
];

/** Sends `count` requests and answers how many were refused with 429. */
async function refusals(send: Send, peer: string, client: () => string, count: number) {
  let refused = 0;
  for (let i = 0; i < count; i++) {
    const res = await send(peer, client());
    if (res.statusCode === 429) {
      refused += 1;
      // The API's envelope; /login answers as an OAuth2 token endpoint does.
      const body = res.json();
      expect(body.Success === false || body.error === 'too_many_requests').toBe(true);
    } else {
      expect(res.statusCode).toBeLessThan(500);
    }
  }
  return refused;
}

describe('per-address limits behind a listed proxy', () => {
  it.each(routes)('%s keys on the client the proxy names', async (_name, max, send) => {
    const a = `203.0.113.${++serial % 250}`;
    const b = `198.51.100.${++serial % 250}`;
    expect(await refusals(send, PROXY, () => a, max)).toBe(0);
    expect(await refusals(send, PROXY, () => a, 1)).toBe(1);
    // Another client behind the same proxy has its own budget; a proxy in the listed range too.
    expect(await refusals(send, PROXY, () => b, 1)).toBe(0);
    expect(await refusals(send, '10.201.3.4', () => `192.0.2.${serial % 250}`, 1)).toBe(0);
  });
});

describe('X-Forwarded-For from anyone else', () => {
  it('is ignored: a direct client rotating the header still spends its own budget', async () => {
    const [, max, send] = routes[3];
    const direct = '100.64.9.9';
    let fake = 0;
    const rotating = () => `172.16.${(fake >> 8) & 255}.${++fake & 255}`;
    expect(await refusals(send, direct, rotating, max)).toBe(0);
    expect(await refusals(send, direct, rotating, 3)).toBe(3);
  });

  it('is ignored without TRUST_PROXY', async () => {
    const plain = await createTestApp();
    try {
      let refused = 0;
      for (let i = 0; i <= LEAD_RATE_LIMIT; i++) {
        const res = await plain.app.inject({
          method: 'POST',
          url: '/api/LeadQRCode/AddLeadQRCode',
          remoteAddress: '100.64.1.1',
          headers: { 'x-forwarded-for': `1.2.3.${i}` },
          payload: { Name: 'Ravi' },
        });
        if (res.statusCode === 429) refused += 1;
      }
      expect(refused).toBe(1);
    } finally {
      await plain.close();
    }
  });
});

describe('a hop count', () => {
  it('takes the address that many hops from the server, whatever the client wrote before it', async () => {
    const hops = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const send: Send = (peer, forwardedFor) =>
        hops.app.inject({
          method: 'POST',
          url: '/api/LeadQRCode/AddLeadQRCode',
          remoteAddress: peer,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { Name: 'Ravi' },
        });
      let fake = 0;
      const spoofedThenA = () => `172.16.0.${++fake % 250}, 203.0.113.77`;
      expect(await refusals(send, '10.0.0.9', spoofedThenA, LEAD_RATE_LIMIT)).toBe(0);
      expect(await refusals(send, '10.0.0.9', spoofedThenA, 1)).toBe(1);
      expect(await refusals(send, '10.0.0.9', () => '203.0.113.78', 1)).toBe(0);
    } finally {
      await hops.close();
    }
  });
});
