import { describe, expect, it } from 'vitest';
import { bearer, LOGOUT_URL, signInWithOtp } from '../../testing/auth-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { purgeExpiredSignInRows } from './purge-expired.ts';

const t = fileTestApp();

const count = async (table: 'access_tokens' | 'login_tickets' | 'otp_challenges') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('purgeExpiredSignInRows', () => {
  it('keeps live rows and removes the ones nobody can use any more', async () => {
    const live = await signInWithOtp(t, '9811100001');
    const revoked = await signInWithOtp(t, '9811100002');
    await t.app.inject({ method: 'POST', url: LOGOUT_URL, headers: bearer(revoked) });

    const now = new Date();
    expect(await purgeExpiredSignInRows(t.db, now)).toMatchObject({ tokens: 0, challenges: 0 });
    expect(await count('access_tokens')).toBe(2);

    // Two days on: the revoked token, the used tickets and the challenges go; the live token stays.
    const later = new Date(now.getTime() + 2 * 86_400_000);
    const purged = await purgeExpiredSignInRows(t.db, later);
    expect(purged).toEqual({ tokens: 1, tickets: 2, challenges: 2 });
    expect(await count('access_tokens')).toBe(1);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/UserFavouriteVehicle/AllFavouritecars',
      headers: bearer(live),
    });
    expect(res.statusCode).toBe(200);
  });
});
