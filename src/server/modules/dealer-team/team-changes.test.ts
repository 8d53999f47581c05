/**
 * Changing and removing the people of a dealership's team (issue 43 part 1;
 * docs/decisions/040-dealer-team.md): an owner changes a role and price
 * permission (in the trail), never their own; removing a person ends their
 * sessions, gives their open leads back to the owner and takes their access;
 * a team holds at most 20 people (409); the team of a deactivated dealer has
 * no access.
 */
import { describe, expect, it } from 'vitest';
import { DEALER_TEAM_LIMIT } from '#shared/constants.ts';
import { signIn } from '../../testing/auth-test-helpers.ts';
import {
  addToTeam,
  DEALER,
  dealerTeamWorld,
  insertLead,
  PUNE,
  SHREE,
  TEAM,
  teamEvents,
  userIdOf,
} from '../../testing/dealer-team-world.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';

const w = dealerTeamWorld();
const add = (token: string, body: Record<string, string | number>) =>
  postAs(w.t.app, token, `${TEAM}/Add`, { Name: 'Meena Iyer', Role: 'sales', ...body });
const list = (token: string) => getAs(w.t.app, token, `${TEAM}/List`);
const events = (staffId: number) => teamEvents(w.t.db, staffId);
const userId = (mobile: string) => userIdOf(w.t.db, mobile);

describe('changing the team', () => {
  it("changes a person's role and price permission (in the trail); an owner cannot change or remove themselves", async () => {
    const id = await addToTeam(w.t.app, w.token.owner, {
      mobile: '9000000601',
      role: 'sales',
      price: false,
    });
    const token = await signIn(w.t, '9000000601');
    const me = async () => (await getAs(w.t.app, token, `${DEALER}/Me`)).json().Data.dealer;
    expect((await me()).permissions.setPrice).toBe(false);
    const res = await postAs(w.t.app, w.token.coOwner, `${TEAM}/Update`, {
      id,
      Role: 'sales',
      MayChangePrice: 'true',
    });
    expect(res.json()).toMatchObject({
      Success: true,
      Message: 'Role saved',
      Data: { id, Role: 'sales', MayChangePrice: true },
    });
    expect((await me()).permissions.setPrice).toBe(true);
    await postAs(w.t.app, w.token.owner, `${TEAM}/Update`, {
      id,
      Role: 'manager',
      MayChangePrice: 'false',
    });
    expect(await me()).toMatchObject({
      role: 'manager',
      permissions: { setPrice: true, manageCar: true },
    });
    expect((await events(id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['added', null, '{"role":"sales","maySetPrice":false}'],
      ['changed', '{"role":"sales","maySetPrice":false}', '{"role":"sales","maySetPrice":true}'],
      ['changed', '{"role":"sales","maySetPrice":true}', '{"role":"manager","maySetPrice":false}'],
    ]);
    const before = await w.snapshot();
    for (const res of [
      await postAs(w.t.app, w.token.coOwner, `${TEAM}/Update`, {
        id: w.staffId.coOwner,
        Role: 'sales',
      }),
      await postAs(w.t.app, w.token.coOwner, `${TEAM}/Remove`, { id: w.staffId.coOwner }),
    ]) {
      expect([res.statusCode, res.json().Message]).toEqual([
        409,
        'You cannot change your own role or remove yourself.',
      ]);
    }
    expect(await w.snapshot()).toEqual(before);
  });

  it('removing a person ends their sessions, gives their open leads back to the owner and takes their access; they may be added again', async () => {
    const mobile = '9000000701';
    const id = await addToTeam(w.t.app, w.token.owner, { mobile, role: 'sales', price: true });
    const tokens = [await signIn(w.t, mobile), await signIn(w.t, mobile)];
    // Three leads assigned to them, the last one lost.
    const car = await w.freshCar();
    const ids: number[] = [];
    for (const status of ['new', 'contacted', 'lost'] as const) {
      const leadId = await insertLead(w.t.db, {
        listingId: car.id,
        dealerId: w.shreeId,
        mobile: '9811100009',
        status,
        assignee_staff_id: id,
      });
      ids.push(leadId);
    }

    const res = await postAs(w.t.app, w.token.owner, `${TEAM}/Remove`, { id });
    expect(res.json()).toEqual({ Success: true, Message: 'Removed from your team', Data: null });
    for (const token of tokens) {
      expect((await getAs(w.t.app, token, `${DEALER}/Me`)).statusCode).toBe(401);
    }
    const after = await w.t.db
      .selectFrom('leads')
      .select(['id', 'assignee_staff_id'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(after.map((l) => l.assignee_staff_id)).toEqual([null, null, id]);
    expect((await events(id)).map((e) => [e.action, e.actor_user_id])).toEqual([
      ['added', await userId(SHREE)],
      ['removed', await userId(SHREE)],
    ]);
    // Signed in again, they are nobody's staff; the list no longer holds them.
    const again = await signIn(w.t, mobile);
    expect((await getAs(w.t.app, again, `${DEALER}/Me`)).json().Data.dealer).toBeNull();
    expect((await getAs(w.t.app, again, `${DEALER}/Inventory`)).statusCode).toBe(403);
    expect(JSON.stringify((await list(w.token.owner)).json().Data.Members)).not.toContain(mobile);
    expect((await postAs(w.t.app, w.token.owner, `${TEAM}/Remove`, { id })).statusCode).toBe(404);
    const readded = await add(w.token.owner, { Mobile: mobile });
    expect(readded.statusCode, readded.body).toBe(200);
    expect(readded.json().Data.id).not.toBe(id);
  });

  it(`holds at most ${DEALER_TEAM_LIMIT} people: the next is refused (409) until one is removed`, async () => {
    const pune = await signIn(w.t, PUNE);
    const ids: number[] = [];
    for (let i = 0; i < DEALER_TEAM_LIMIT; i++) {
      ids.push(
        await addToTeam(w.t.app, pune, {
          mobile: `90000008${String(i).padStart(2, '0')}`,
          role: 'sales',
          price: false,
        }),
      );
    }
    const before = await w.snapshot();
    const refused = await add(pune, { Mobile: '9000000899' });
    expect([refused.statusCode, refused.json().Message]).toEqual([
      409,
      'A team can have at most 20 people. Remove someone to add another.',
    ]);
    expect(await w.snapshot()).toEqual(before);
    expect((await postAs(w.t.app, pune, `${TEAM}/Remove`, { id: ids[0] })).statusCode).toBe(200);
    expect((await add(pune, { Mobile: '9000000899' })).statusCode).toBe(200);
  });

  it('gives no access to the team of a deactivated dealer', async () => {
    const pune = await w.t.db
      .selectFrom('dealers')
      .select('id')
      .where('mobile', '=', PUNE)
      .executeTakeFirstOrThrow();
    const token = await signIn(w.t, '9000000899');
    expect((await getAs(w.t.app, token, `${DEALER}/Me`)).json().Data.dealer).toMatchObject({
      dealerId: pune.id,
      role: 'sales',
    });
    await w.t.db
      .updateTable('dealers')
      .set({ deactivated_at: new Date().toISOString() })
      .where('id', '=', pune.id)
      .execute();
    expect((await getAs(w.t.app, token, `${DEALER}/Me`)).json().Data.dealer).toBeNull();
    expect((await getAs(w.t.app, token, `${DEALER}/Inventory`)).statusCode).toBe(403);
    await w.t.db
      .updateTable('dealers')
      .set({ deactivated_at: null })
      .where('id', '=', pune.id)
      .execute();
  });
});
