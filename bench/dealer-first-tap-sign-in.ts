/**
 * The sign-in side of bench/dealer-first-tap.ts, through a build's API: posts from an address of
 * their own, the OTPs read from that build's server log, the dealer's mobile signed in (the token
 * kept in the build's data folder and reused while it works), the owner's profile completed,
 * Today's counts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT } from '../src/shared/brand.ts';
import type { Dealer } from './dealer-first-tap-setup.ts';
import type { RunningBuild } from './pages-builds.ts';
import { pause } from './pages-first-tap-in-page.ts';

/** The sign-in calls' client address (the server trusts loopback as a proxy): its own rate limits. */
const SIGN_IN_ADDRESS = '198.51.100.43';

/**
 * A build's server log, with the console sender's OTP lines: startBuild's
 * `bench/.cache/${name}-server.log`, which it does not hand back, so named here the same way.
 */
const tokenFileOf = (build: RunningBuild) => path.join(build.dataDir, '.bench-dealer-token.json');

// ---- Signing the dealer's mobile in through the API. ----

type Answer = { Success?: boolean; Message?: string; Data?: unknown; access_token?: string };

async function post(
  url: string,
  fields: Record<string, string | number>,
  token?: string,
): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': SIGN_IN_ADDRESS,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(
      Object.entries(fields).map(([k, v]) => [k, String(v)] as [string, string]),
    ),
  });
  return (await res.json()) as Answer;
}

/** The codes the console sender logged for `mobile` so far (`OTP for {mobile}: {code}`). */
function otpsFor(serverLog: string, mobile: string): string[] {
  const text = fs.existsSync(serverLog) ? fs.readFileSync(serverLog, 'utf8') : '';
  return [...text.matchAll(new RegExp(`OTP for ${mobile}: (\\d{6})`, 'g'))].map(
    (m) => m[1] as string,
  );
}

/** An access token for `mobile` on `build`: ReSendOTP, VerifyOTP with the logged code, /login. */
async function signIn(build: RunningBuild, mobile: string): Promise<string> {
  const base = build.url;
  const serverLog = build.logFile;
  const login = `${base}/api/${PRODUCT}ClientLogin`;
  let before = otpsFor(serverLog, mobile).length;
  let sent = await post(`${login}/ReSendOTP`, { Mobileno: mobile });
  // A run just before this one asked within the OTP wait: wait it out.
  for (let tries = 0; tries < 2 && !sent.Success; tries++) {
    const wait = /wait (\d+) seconds?/.exec(String(sent.Message));
    if (!wait) break;
    await pause((Number(wait[1]) + 1) * 1000);
    before = otpsFor(serverLog, mobile).length;
    sent = await post(`${login}/ReSendOTP`, { Mobileno: mobile });
  }
  if (!sent.Success) throw new Error(`ReSendOTP for ${mobile}: ${JSON.stringify(sent)}`);
  let ticket = typeof sent.Data === 'string' && sent.Data ? sent.Data : '';
  if (!ticket) {
    const deadline = Date.now() + 15_000;
    let code: string | undefined;
    while (!code && Date.now() < deadline) {
      code = otpsFor(serverLog, mobile).slice(before).at(-1);
      if (!code) await pause(200);
    }
    if (!code) throw new Error(`no OTP for ${mobile} in ${serverLog}`);
    const verified = await post(`${login}/VerifyOTP`, { Mobileno: mobile, userInputOtp: code });
    if (!verified.Success) throw new Error(`VerifyOTP: ${JSON.stringify(verified)}`);
    ticket = String(verified.Data);
  }
  const answer = await post(`${base}/login`, {
    UserName: mobile,
    Password: ticket,
    grant_type: 'password',
    Scope: 'Clientlogin',
  });
  if (typeof answer.access_token !== 'string') throw new Error(`/login: ${JSON.stringify(answer)}`);
  return answer.access_token;
}

/** The kept token of `mobile` on `build` while its server still takes it, else a new sign-in (kept). */
export async function dealerToken(build: RunningBuild, mobile: string): Promise<string> {
  const tokenFile = tokenFileOf(build);
  try {
    const kept = JSON.parse(fs.readFileSync(tokenFile, 'utf8')) as {
      mobile: string;
      token: string;
    };
    if (kept.mobile === mobile) {
      const res = await fetch(`${build.url}/api/Dealer/Me`, {
        headers: { authorization: `Bearer ${kept.token}` },
      });
      if (res.ok) return kept.token;
    }
  } catch {
    // None kept yet.
  }
  const token = await signIn(build, mobile);
  fs.writeFileSync(tokenFile, JSON.stringify({ mobile, token }));
  return token;
}

/** Gives the owner's profile a city (the dealer's), so the profile prompt does not cover the page. */
export async function completeProfile(base: string, token: string, dealer: Dealer): Promise<void> {
  const saved = await post(
    `${base}/api/Client${PRODUCT}Profile/Add${PRODUCT}ClientProfile`,
    {
      Status: 'Edit',
      Name: 'Mahesh Patel',
      Mobileno: dealer.mobile,
      nCountry: dealer.countryId,
      nState: dealer.stateId,
      nCity: dealer.cityId,
      Address: 'Ring Road',
      Adult: 'true',
    },
    token,
  );
  if (!saved.Success) throw new Error(`saving the owner's profile: ${JSON.stringify(saved)}`);
}

/** Today as the API answers it to `token` (a check that the leads are there). */
export async function todayCounts(base: string, token: string): Promise<Record<string, number>> {
  const res = await fetch(`${base}/api/Enquiries/Today`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { Data?: { Counts?: Record<string, number> } };
  if (!res.ok || !body.Data?.Counts)
    throw new Error(`Today: ${res.status} ${JSON.stringify(body)}`);
  return body.Data.Counts;
}
