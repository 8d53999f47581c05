/**
 * Consents on record (issue 44 parts 2 and 3; docs/privacy.md#consents), on
 * SQLite and PostgreSQL: every consent given or withdrawn is recorded with
 * the notice version, the words, the channel and the time; a forged or
 * stale notice version is refused and records nothing; GET
 * /api/Account/Consents answers only the caller's own; a new account must
 * confirm it is 18 or older before its profile is saved, once.
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-notice.ts';
import { postForm } from '../../testing/api-test-helpers.ts';
import { bearer, signIn } from '../../testing/auth-test-helpers.ts';
import { userIdOf } from '../../testing/dealer-team-world.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { placeOf } from '../../testing/places.ts';
import { rowCount } from '../../testing/row-count.ts';
import { setFollowUps } from './follow-up-consents.repository.ts';

const t = fileTestApp();

let serial = 0;
const newMobile = () => `96${String(++serial).padStart(8, '0')}`;
const consents = (token: string | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/Account/Consents',
    headers: token ? bearer(token) : {},
  });
const setAlerts = (token: string, body: Record<string, string>) =>
  postForm(t.app, '/api/SavedSearch/Alerts', body, { headers: bearer(token) });
const recordCount = () => rowCount(t.db, 'consent_records');

describe('consents on record', () => {
  it('records alerts given and withdrawn with the version, words and channel, and lists them newest first', async () => {
    const token = await signIn(t, newMobile());
    const on = await setAlerts(token, {
      on: 'true',
      consent: MSG.alertsConsent,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(on.statusCode).toBe(200);
    expect((await setAlerts(token, { on: 'false' })).statusCode).toBe(200);

    const res = await consents(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().Data;
    expect(data.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(data.records).toMatchObject([
      { purpose: 'alerts', given: false, wording: MSG.alertsConsent, channel: 'account' },
      { purpose: 'alerts', given: true, wording: MSG.alertsConsent, channel: 'account' },
    ]);
    for (const r of data.records) {
      expect(r.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
      expect(Date.parse(r.at)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(data.current).toEqual([{ purpose: 'alerts', given: false, since: data.records[0].at }]);
  });

  it('refuses a forged or stale notice version and records nothing', async () => {
    const token = await signIn(t, newMobile());
    const before = await recordCount();
    for (const noticeVersion of ['2020-01-01', `${PRIVACY_NOTICE_VERSION} `, 'x'.repeat(41)]) {
      const res = await setAlerts(token, { on: 'true', consent: MSG.alertsConsent, noticeVersion });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toContain(
        noticeVersion.length > 40 ? 'noticeVersion' : MSG.noticeChanged,
      );
    }
    // The words must still be exactly the shown ones.
    const forgedWords = await setAlerts(token, {
      on: 'true',
      consent: 'Send me anything',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(forgedWords.statusCode).toBe(400);
    expect(await recordCount()).toBe(before);
    expect((await consents(token)).json().Data).toMatchObject({ current: [], records: [] });
  });

  it("answers each account only its own records, and nobody's without a token", async () => {
    const first = await signIn(t, newMobile());
    const second = await signIn(t, newMobile());
    await setAlerts(first, { on: 'true', consent: MSG.alertsConsent });
    expect((await consents(first)).json().Data.records).toHaveLength(1);
    expect((await consents(second)).json().Data.records).toEqual([]);
    expect((await consents(null)).statusCode).toBe(401);
  });

  it('records the 9:30 follow-up messages turned on and stopped by a STOP reply', async () => {
    const mobile = newMobile();
    const token = await signIn(t, mobile);
    const userId = await userIdOf(t.db, mobile);
    const nowIso = new Date().toISOString();
    await setFollowUps(t.db, userId, {
      on: true,
      consentText: MSG.followUpsConsent,
      via: 'account',
      nowIso,
    });
    await setFollowUps(t.db, userId, {
      on: false,
      consentText: MSG.followUpsConsent,
      via: 'stop',
      nowIso,
    });
    const data = (await consents(token)).json().Data;
    expect(data.records).toMatchObject([
      { purpose: 'follow-ups', given: false, channel: 'stop', wording: MSG.followUpsConsent },
      { purpose: 'follow-ups', given: true, channel: 'account', wording: MSG.followUpsConsent },
    ]);
  });
});

describe('the age confirmation (issue 44 part 2)', () => {
  const save = async (token: string, extra: Record<string, string>) => {
    const place = await placeOf(t.db, 'Gujarat', 'Ahmedabad');
    return postForm(
      t.app,
      '/api/ClientCarSetuProfile/AddCarSetuClientProfile',
      {
        Status: 'Edit',
        Name: 'Asha Patel',
        nCountry: '1',
        nState: String(place.stateId),
        nCity: String(place.cityId),
        Address: '4, Lal Darwaja',
        ...extra,
      },
      { headers: bearer(token) },
    );
  };
  const profile = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/ClientCarSetuProfile/GetClientprofilebyclientid',
        headers: bearer(token),
      })
    ).json().Data[0];

  it('is asked until given once, saves nothing without it, and is recorded in the language asked', async () => {
    const token = await signIn(t, newMobile());
    expect((await profile(token)).AdultConfirmed).toBe(false);

    for (const Adult of [undefined, 'false', '']) {
      const refused = await save(token, Adult === undefined ? {} : { Adult });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe(MSG.adultNeeded);
    }
    expect((await profile(token)).Address).toBe('');
    expect((await consents(token)).json().Data.records).toEqual([]);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/ClientCarSetuProfile/AddCarSetuClientProfile',
      headers: {
        ...bearer(token),
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'gu',
      },
      payload: new URLSearchParams({
        Status: 'Edit',
        Name: 'Asha Patel',
        nCountry: '1',
        nState: String((await placeOf(t.db, 'Gujarat', 'Ahmedabad')).stateId),
        nCity: String((await placeOf(t.db, 'Gujarat', 'Ahmedabad')).cityId),
        Address: '4, Lal Darwaja',
        Adult: 'true',
      }).toString(),
    });
    expect(saved.statusCode).toBe(200);
    expect(await profile(token)).toMatchObject({ Address: '4, Lal Darwaja', AdultConfirmed: true });
    const records = (await consents(token)).json().Data.records;
    expect(records).toMatchObject([{ purpose: 'adult', given: true, channel: 'account' }]);
    expect(records[0].wording).toBe('હું ખાતરી આપું છું કે મારી ઉંમર 18 વર્ષ કે તેથી વધુ છે.');

    // Once given, later saves need not tick it again, and record nothing more.
    expect((await save(token, {})).statusCode).toBe(200);
    expect((await consents(token)).json().Data.records).toHaveLength(1);
  });
});
