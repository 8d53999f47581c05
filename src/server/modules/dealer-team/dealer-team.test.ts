/**
 * A dealership's team through /api/Dealer/Team (issue 43 part 1;
 * docs/decisions/040-dealer-team.md): an owner lists and adds people, each
 * addition in the trail; a mobile belongs to one dealership (409); only
 * owners manage the team (403), another dealership's ids answer 404, a role
 * forged in a request is refused or ignored, and a refused request changes
 * nothing. Changing and removing people: team-changes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DEALER_TEAM_LIMIT } from '#shared/constants.ts';
import { signIn } from '../../testing/auth-test-helpers.ts';
import {
  addToTeam,
  DEALER,
  dealerTeamWorld,
  type Person,
  PUNE,
  SARDAR,
  SHREE,
  STAFF,
  TEAM,
  teamEvents,
  userIdOf,
} from '../../testing/dealer-team-world.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';

const w = dealerTeamWorld();
const list = (who: Person, query = '') => getAs(w.t.app, w.token[who], `${TEAM}/List${query}`);
const add = (token: string, body: Record<string, string | number>) =>
  postAs(w.t.app, token, `${TEAM}/Add`, { Name: 'Meena Iyer', Role: 'sales', ...body });
const events = (staffId: number) => teamEvents(w.t.db, staffId);
const userId = (mobile: string) => userIdOf(w.t.db, mobile);

describe('the team', () => {
  it('lists the registered mobile first (an owner, not removable), then each person as added; never kept by a cache', async () => {
    const res = await list('owner');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const team = res.json().Data;
    expect(team.Dealer).toEqual({ id: w.shreeId, FirmName: 'Shree Ganesh Motors' });
    expect(team.Limit).toBe(DEALER_TEAM_LIMIT);
    expect(team.Members[0]).toMatchObject({
      id: null,
      Mobile: SHREE,
      Role: 'owner',
      Registered: true,
      MayChangePrice: true,
    });
    expect(
      team.Members.slice(1).map((m: { Mobile: string; Role: string; MayChangePrice: boolean }) => [
        m.Mobile,
        m.Role,
        m.MayChangePrice,
      ]),
    ).toEqual([
      [STAFF.coOwner.mobile, 'owner', true],
      [STAFF.manager.mobile, 'manager', true],
      [STAFF.salesWithPrice.mobile, 'sales', true],
      [STAFF.sales.mobile, 'sales', false],
    ]);
    expect(team.Members[1]).toMatchObject({
      id: w.staffId.coOwner,
      Name: 'Ravi Patel',
      Registered: false,
    });
    expect(Date.parse(team.Members[1].AddedAt)).toBeGreaterThan(Date.now() - 600_000);
    // An added owner manages the same team.
    expect((await list('coOwner')).json().Data).toEqual(team);
  });

  it('adds a person who then signs in with their own mobile as that role; the trail says who added them', async () => {
    const mobile = '9000000201';
    const res = await add(w.token.owner, {
      Mobile: ` ${mobile} `,
      Name: 'Sunil Rao',
      Role: 'MANAGER',
    });
    expect(res.json()).toMatchObject({
      Success: true,
      Message: 'Added to your team',
      Data: {
        Mobile: mobile,
        Name: 'Sunil Rao',
        Role: 'manager',
        MayChangePrice: true,
        Registered: false,
      },
    });
    const id = res.json().Data.id;
    expect(await events(id)).toEqual([
      {
        action: 'added',
        actor_user_id: await userId(SHREE),
        dealer_id: w.shreeId,
        before: null,
        after: JSON.stringify({ role: 'manager', maySetPrice: false }),
      },
    ]);
    const token = await signIn(w.t, mobile);
    const me = (await getAs(w.t.app, token, `${DEALER}/Me`)).json().Data.dealer;
    expect(me).toMatchObject({ dealerId: w.shreeId, role: 'manager' });
    // Their first sign-in filled their profile from the team (name) and the dealership (place).
    const profile = await w.t.db
      .selectFrom('profiles')
      .select(['name', 'city_id'])
      .where('user_id', '=', await userId(mobile))
      .executeTakeFirstOrThrow();
    expect(profile.name).toBe('Sunil Rao');
    expect(profile.city_id).not.toBeNull();
  });

  it("refuses a mobile already in this team, another dealership's (registered or in its team) or blocked: 409, nothing changes", async () => {
    const sardar = w.token.otherDealer;
    await addToTeam(w.t.app, sardar, { mobile: '9000000301', role: 'sales', price: false });
    await w.t.db
      .insertInto('blocked_mobiles')
      .values({
        mobile: '9000000302',
        reason: 'spam',
        blocked_by: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const cases: [string, string][] = [
      [STAFF.sales.mobile, 'This mobile number is already in your team.'],
      [SHREE, 'This mobile number is already in your team.'],
      [
        SARDAR,
        'This mobile number belongs to another dealership on CarSetu. A mobile number can be in one dealership only.',
      ],
      [
        PUNE,
        'This mobile number belongs to another dealership on CarSetu. A mobile number can be in one dealership only.',
      ],
      [
        '9000000301',
        'This mobile number belongs to another dealership on CarSetu. A mobile number can be in one dealership only.',
      ],
      ['9000000302', 'This mobile number is blocked on CarSetu.'],
    ];
    for (const [mobile, message] of cases) {
      const before = await w.snapshot();
      const res = await add(w.token.owner, { Mobile: mobile });
      expect([res.statusCode, res.json().Message], mobile).toEqual([409, message]);
      expect(await w.snapshot(), mobile).toEqual(before);
    }
  });

  it('refuses a bad mobile, name or role (400) and a role or dealership forged into the request, changing nothing', async () => {
    const before = await w.snapshot();
    const bad: [Record<string, string | number>, string][] = [
      [{ Mobile: '12345' }, 'Mobile: Enter valid mobile number.'],
      [{ Mobile: '9000000401', Name: '' }, 'Name: name is required.'],
      [
        { Mobile: '9000000401', Role: 'superadmin' },
        'Role: Choose a role: owner, manager or sales executive.',
      ],
      [
        { Mobile: '9000000401', MayChangePrice: 'maybe' },
        "MayChangePrice: MayChangePrice must be 'true' or 'false'",
      ],
    ];
    for (const [body, message] of bad) {
      const res = await add(w.token.owner, body);
      expect([res.statusCode, res.json().Message], JSON.stringify(body)).toEqual([400, message]);
    }
    // A sales executive cannot make themselves an owner, nor add anyone, whatever they send.
    const self = await postAs(w.t.app, w.token.sales, `${TEAM}/Update`, {
      id: w.staffId.sales,
      Role: 'owner',
      MayChangePrice: 'true',
    });
    expect([self.statusCode, self.json().Message]).toEqual([
      403,
      'Your role in this dealership does not allow this.',
    ]);
    const forged = await add(w.token.sales, {
      Mobile: '9000000401',
      Role: 'owner',
      role: 'owner',
      DealerId: w.shreeId,
    });
    expect(forged.statusCode).toBe(403);
    // Another dealer naming Shree's dealership, or a person of it: 404 as for an unknown one.
    const sardarId = (
      await w.t.db
        .selectFrom('dealers')
        .select('id')
        .where('mobile', '=', SARDAR)
        .executeTakeFirstOrThrow()
    ).id;
    for (const res of [
      await add(w.token.otherDealer, { Mobile: '9000000401', DealerId: w.shreeId }),
      await getAs(w.t.app, w.token.otherDealer, `${TEAM}/List?DealerId=${w.shreeId}`),
      await postAs(w.t.app, w.token.otherDealer, `${TEAM}/Remove`, {
        DealerId: w.shreeId,
        id: w.staffId.sales,
      }),
      await add(w.token.owner, { Mobile: '9000000401', DealerId: sardarId }),
    ]) {
      expect([res.statusCode, res.json().Message]).toEqual([404, 'Dealership not found']);
    }
    for (const res of [
      await postAs(w.t.app, w.token.otherDealer, `${TEAM}/Remove`, { id: w.staffId.sales }),
      await postAs(w.t.app, w.token.otherDealer, `${TEAM}/Update`, {
        id: w.staffId.sales,
        Role: 'sales',
      }),
      await postAs(w.t.app, w.token.owner, `${TEAM}/Remove`, { id: 2_000_000 }),
    ]) {
      expect([res.statusCode, res.json().Message]).toEqual([404, 'Team member not found']);
    }
    expect(await w.snapshot()).toEqual(before);
  });

  it('lets only owners manage the team: everyone else gets 403 on every call and nothing changes', async () => {
    const before = await w.snapshot();
    const calls = (token: string) => [
      getAs(w.t.app, token, `${TEAM}/List`),
      add(token, { Mobile: '9000000501' }),
      postAs(w.t.app, token, `${TEAM}/Update`, { id: w.staffId.sales, Role: 'manager' }),
      postAs(w.t.app, token, `${TEAM}/Remove`, { id: w.staffId.sales }),
    ];
    for (const who of ['manager', 'salesWithPrice', 'sales'] as const) {
      for (const res of await Promise.all(calls(w.token[who]))) {
        expect([res.statusCode, res.json().Message], who).toEqual([
          403,
          'Your role in this dealership does not allow this.',
        ]);
      }
    }
    for (const who of ['removed', 'stranger'] as const) {
      for (const res of await Promise.all(calls(w.token[who]))) {
        expect([res.statusCode, res.json().Message], who).toEqual([
          403,
          'This page is for dealers registered with CarSetu.',
        ]);
      }
    }
    for (const res of await Promise.all(calls('not-a-token'))) expect(res.statusCode).toBe(401);
    expect(await w.snapshot()).toEqual(before);
  });
});
