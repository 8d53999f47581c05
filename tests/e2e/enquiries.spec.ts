/**
 * The seller's Enquiries in Chromium (issue 12 items 1 and 6), on a phone
 * and a desktop: a buyer's lead shows in the inbox with Call and WhatsApp
 * links and the new-lead badge in the header; setting its status updates
 * the badge; My Vehicles shows the car's views, leads and days listed.
 * Screenshots go to test-results/screenshots.
 */
import { expect, test } from './fixtures/accounts.ts';
import { expectNoSeriousA11yViolations, gotoLive, shot } from './fixtures/page-helpers.ts';

test('a lead on a seller’s car shows in Enquiries, with call and WhatsApp links and a status', async ({
  page,
  request,
  seller,
}, info) => {
  const buyerMobile = `9123${String(Date.now()).slice(-6)}`;
  const lead = await request.post('/api/LeadQRCode/AddLeadQRCode', {
    form: {
      Name: 'Meena Iyer',
      Contactno: buyerMobile,
      Carno: seller.car.carNumber,
      Rand: seller.car.rand,
      nRemarks: `Lead from CarSetu website: best price request for ${seller.car.title}`,
    },
    headers: { 'X-Forwarded-For': `203.0.113.${info.workerIndex + 1}` },
  });
  expect((await lead.json()).Success).toBe(true);

  await gotoLive(page, '/Enquiries');
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ hasText: buyerMobile.slice(5) })
    .first();
  await expect(card.getByRole('heading', { name: 'Meena Iyer' })).toBeVisible();
  await expect(card.getByText('Best price')).toBeVisible();
  await expect(card.getByRole('link', { name: /^Call Meena Iyer/ })).toHaveAttribute(
    'href',
    `tel:+91${buyerMobile}`,
  );
  const whatsApp = card.getByRole('link', { name: 'WhatsApp Meena Iyer' });
  await expect(whatsApp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/91${buyerMobile}\\?text=`),
  );
  expect(decodeURIComponent((await whatsApp.getAttribute('href')) ?? '')).toContain(
    seller.car.title,
  );
  // The header shows the new lead: a dot on the menu button, a count beside Enquiries.
  await expect(page.getByText(/new enquir/).first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'enquiries-inbox');

  // A follow-up in three taps (docs/decisions/041-lead-work.md): it moves the lead on to Contacted.
  await card.getByRole('button', { name: /Log call \/ update/ }).click();
  await card.getByRole('button', { name: 'Spoke to them' }).click();
  await card.getByRole('button', { name: /Tomorrow, 11:00 am/ }).click();
  await expect(card.getByText('Contacted', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: buyerMobile.slice(5) })
      .first()
      .getByText('Contacted', { exact: true }),
  ).toBeVisible();

  // My Vehicles: the car's figures, its leads linking to Enquiries.
  await gotoLive(page, '/MyVehicles');
  const listing = page.getByRole('article').filter({ hasText: seller.car.carNumber });
  await expect(listing.getByRole('link', { name: /\d+ leads?/ })).toHaveAttribute(
    'href',
    '/Enquiries',
  );
  await expect(listing.getByText(/views? ·/)).toBeVisible();
  await shot(page, info, 'my-vehicles-stats');
});

test('signed out, Enquiries asks to log in', async ({ page }) => {
  await gotoLive(page, '/Enquiries');
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login/Signup' })).toBeVisible();
});
