/**
 * Issue 23 part 6 (in part): CarSetu installs as an app. Every page links the
 * web app manifest (name, start URL, standalone display, theme colour, icons
 * of 192 and 512 px and a maskable one), and Chromium's own installability
 * check finds nothing missing (apart from this test browser's private
 * profile, where Chromium never offers to install).
 */
import { expect, test } from '@playwright/test';

test('the manifest is linked and complete, and Chromium finds CarSetu installable', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same manifest and check at any size');
  for (const path of ['/', '/search', '/contactus']) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
  }
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('CarSetu'),
    short_name: 'CarSetu',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b4ea2',
  });
  const sizes = (manifest.icons as { sizes: string; purpose?: string }[]).map(
    (i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`,
  );
  expect(sizes).toEqual(['192x192', '512x512', '512x512 maskable']);
  for (const icon of manifest.icons as { src: string }[]) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual(
    [],
  );
});
