/**
 * A dealership's team in Chromium (issue 43 part 1;
 * docs/decisions/040-dealer-team.md), on a phone and a desktop: a demo
 * dealer's owner opens Team from the workspace and adds a sales executive;
 * the executive logs in with their own mobile (the OTP from the server log)
 * and lands on the workspace, where the stock is theirs to see only (no
 * price, sold, edit or photo actions, no Team or Import links); the owner
 * removes them, and the executive's session is over. Screenshots of the Team
 * screen and the executive's workspace, in English and Hindi, go to
 * test-results/screenshots (or SHOTS_DIR).
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { APIRequestContext } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e-paths.ts';
import { expect, test, tokenFor, useToken } from './fixtures/accounts.ts';
import {
  atOneSize,
  clickSessionControl,
  expectNoSeriousA11yViolations,
  gotoLive,
  shot,
} from './fixtures/page-helpers.ts';
import { secondBrowser, signInThroughDialog } from './fixtures/sign-in.ts';

/** The sales executive's mobile, one per project (a number may ask for an OTP every 30 s). */
const EXECUTIVE = { phone: '9876531101', desktop: '9876531102' } as const;

/**
 * A seeded demo dealer of this project's own, owning none of the first three
 * search pages' cars (the workspace spec's dealers) and not one the import
 * spec takes (the last two): the third from last on a phone, the fourth on a
 * desktop.
 */
async function ownerMobile(request: APIRequestContext, project: string): Promise<string> {
  const numbers: string[] = [];
  for (const pageindex of [1, 2, 3]) {
    const search = await request.post('/api/Carmaster/GetDetailsofcarsbySCCM_data', {
      form: { pageindex },
    });
    numbers.push(...((await search.json()).Data as { Rand: string }[]).map((c) => c.Rand));
  }
  const db = new DatabaseSync(path.join(E2E_DATA_DIR, 'carsetu.sqlite'), { readOnly: true });
  try {
    const taken = new Set(
      numbers.map(
        (n) =>
          (
            db
              .prepare(
                'select d.mobile from listings l join dealers d on d.id = l.dealer_id where l.rand = ?',
              )
              .get(n) as { mobile: string } | undefined
          )?.mobile,
      ),
    );
    const dealers = (
      db
        .prepare(
          "select mobile from dealers where deactivated_at is null and firm_name not like 'E2E %' order by id",
        )
        .all() as { mobile: string }[]
    ).filter((d) => !taken.has(d.mobile));
    const dealer = dealers.at(project === 'phone' ? -3 : -4);
    expect(dealer, 'a demo dealer to own the team').toBeTruthy();
    return dealer?.mobile ?? '';
  } finally {
    db.close();
  }
}

test('an owner adds a sales executive, who logs in to a read-only workspace until removed', async ({
  page,
  request,
  browser,
}, info) => {
  atOneSize(info, 'desktop');
  // Two log-ins (one through the dialog), two languages, two accessibility scans.
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const executive = EXECUTIVE[phone ? 'phone' : 'desktop'];
  const owner = await ownerMobile(request, info.project.name);
  await useToken(page, await tokenFor(request, owner));

  // The owner opens Team from the workspace.
  await gotoLive(page, '/Dealer');
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/Dealer\/Team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const registered = page.getByRole('article').first();
  await expect(registered).toContainText('Registered mobile');
  await expect(registered.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  // The form checks with the shared rules, then adds the executive.
  await page.getByRole('button', { name: 'Add to team' }).click();
  await expect(page.getByText('This feild is required').first()).toBeVisible();
  await page.getByLabel('Mobile', { exact: true }).fill(executive);
  await page.getByLabel('Name', { exact: true }).fill('Ravi Patel');
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('sales');
  await expect(page.getByLabel('May change prices')).not.toBeChecked();
  await page.getByRole('button', { name: 'Add to team' }).click();
  await expect(page.getByText('Added to your team')).toBeVisible();
  const card = page.getByRole('article', { name: 'Ravi Patel' });
  await expect(card).toContainText('Sales executive');
  await expect(card).toContainText('Cannot change prices');
  await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'team', true);
  await gotoLive(page, '/hi/Dealer/Team');
  await expect(page.getByRole('heading', { level: 1, name: 'टीम' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ravi Patel' })).toContainText('सेल्स एग्ज़ीक्यूटिव');
  await shot(page, info, 'team-hi', true);

  // The executive logs in with their own mobile and lands on the workspace, read-only.
  const context = await secondBrowser(browser, info);
  const exec = await context.newPage();
  await gotoLive(exec, '/contactus');
  await clickSessionControl(exec, phone, 'Login');
  await signInThroughDialog(exec, executive);
  await expect(exec).toHaveURL(/\/Dealer$/);
  await expect(exec.getByText('Your role: Sales executive')).toBeVisible();
  const rows = exec.getByRole('article');
  await expect(rows.first()).toBeVisible();
  for (const action of [/^Change price/, /^Mark sold/, /^Add Photos/]) {
    await expect(exec.getByRole('button', { name: action })).toHaveCount(0);
  }
  await expect(exec.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(exec.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  await expect(exec.getByRole('link', { name: 'Import cars' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(exec);
  await shot(exec, info, 'team-sales-workspace');
  await gotoLive(exec, '/hi/Dealer');
  await expect(exec.getByText('आपकी भूमिका: सेल्स एग्ज़ीक्यूटिव')).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await shot(exec, info, 'team-sales-workspace-hi');

  // The owner removes them (Yes/No first); their session ends.
  await gotoLive(page, '/Dealer/Team');
  await page
    .getByRole('article', { name: 'Ravi Patel' })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Remove Ravi Patel from your team?');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Removed from your team')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ravi Patel' })).toHaveCount(0);

  await gotoLive(exec, '/Dealer');
  await expect(exec.getByText('Please log in')).toBeVisible();
  await expect(exec.getByText('Your role: Sales executive')).toHaveCount(0);
  await context.close();
});
