/**
 * What the console's content tests share (src/server/modules/admin/console-banners.test.ts,
 * console-dealers.test.ts): an app with the demo inventory and an operator
 * signed in, started before a file's tests and closed after them, and calls of
 * /api/Admin as that operator.
 */
import { afterAll, beforeAll } from 'vitest';
import { createAppWithInventory, postForm } from './api-test-helpers.ts';
import { bearer, freshAddress, signIn } from './auth-test-helpers.ts';
import type { InventoryFixture } from './inventory-fixture.ts';
import type { TestApp } from './test-app.ts';

const OPERATOR = '9000000001';

/** Registers the app's start and close in the calling file; its fields are set once started. */
export function consoleTestApp() {
  let t: TestApp & { fixture: InventoryFixture };
  let op: Record<string, string>;
  beforeAll(async () => {
    t = await createAppWithInventory({ OPERATOR_MOBILES: OPERATOR });
    op = bearer(await signIn(t, OPERATOR));
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, headers = op) =>
    t.app.inject({ url: `/api/Admin/${url}`, headers, remoteAddress: freshAddress() });
  return {
    get t() {
      return t;
    },
    /** POST /api/Admin/{url} as a form, as the operator (or `headers`' caller). */
    post: (url: string, body: Record<string, string>, headers = op) =>
      postForm(t.app, `/api/Admin/${url}`, body, { headers, remoteAddress: freshAddress() }),
    /** GET /api/Admin/{url} as the operator (or `headers`' caller). */
    get,
    /** The newest audit row. */
    lastAudit: async () => (await get('Audit')).json().Data[0],
    /** How many audit rows there are. */
    auditCount: () => countAuditRows(t),
  };
}

/** How many rows the operators' audit (operator_audit) holds in the test app's database. */
export async function countAuditRows(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('operator_audit')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
