/**
 * What the engine flows set up through the API rather than the screen (as
 * tests/e2e/fixtures/accounts.ts does for Playwright): a new account's
 * profile, so My alerts opens without the Complete your Profile prompt.
 */
import { PRODUCT } from '../../src/shared/brand.ts';

/** Saves `token`'s profile: Kiran Shah, Ahmedabad, Gujarat. Throws when the API refuses. */
export async function saveProfile(baseUrl: string, token: string, mobile: string): Promise<void> {
  const cities = (await (
    await fetch(`${baseUrl}/api/Common/citynamedata?countryid=1&stateid=1`)
  ).json()) as { Data: { Value: string; Text: string }[] };
  const city = cities.Data.find((c) => c.Text === 'Ahmedabad')?.Value ?? '';
  const res = await fetch(`${baseUrl}/api/Client${PRODUCT}Profile/Add${PRODUCT}ClientProfile`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: new URLSearchParams({
      Status: 'Edit',
      Name: 'Kiran Shah',
      Mobileno: mobile,
      nCountry: '1',
      nState: '1',
      nCity: city,
      Address: '14, Satellite Road',
      Adult: 'true',
    }),
  });
  const saved = (await res.json()) as { Success?: boolean };
  if (!saved.Success) throw new Error(`profile not saved: ${JSON.stringify(saved)}`);
}
