/**
 * A server-rendered page carries inline only the rules its own classes can
 * use; the whole stylesheet, a cached file, is prefetched with the app's files
 * once the page is idle and applied when the app starts, so what the app
 * renders (menus, toasts, other pages) is styled
 * (docs/decisions/038-page-styles.md).
 */
import { expect, type Page, test } from '@playwright/test';
import { waitLive } from './fixtures/page-helpers.ts';

/** A car page's path (the first car on Home). */
async function carPath(page: Page): Promise<string> {
  const res = await page.request.get('/api/Carmaster/GetRandomly2Car_cars?Pageindex=1');
  const car = ((await res.json()) as { Data: { Rand: string }[] }).Data[0];
  return `/CarDetails/${car.Rand}/x`;
}

/**
 * In the page: the first rule of the whole stylesheet (`href`) for one class that no element of
 * the page holds and that changes a plain element (tried in a shadow root holding the whole
 * stylesheet), and whether the document's own stylesheets apply it to an element given that class.
 */
function unusedRuleApplies(page: Page, href: string) {
  return page.evaluate(async (href) => {
    const whole = new CSSStyleSheet();
    whole.replaceSync(await (await fetch(href)).text());
    const rules: CSSStyleRule[] = [];
    const walk = (list: CSSRuleList) => {
      for (const r of list) {
        if (r instanceof CSSStyleRule) rules.push(r);
        else if (r instanceof CSSGroupingRule && !(r instanceof CSSMediaRule)) walk(r.cssRules);
      }
    };
    walk(whole.cssRules);
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [whole];
    const [plainIn, probeIn, plain, probe] = [0, 0, 0, 0].map(() => document.createElement('div'));
    shadow.append(plainIn, probeIn);
    document.body.append(host, plain, probe);
    const differ = (a: Element, b: Element, props: string[]) => {
      const [x, y] = [getComputedStyle(a), getComputedStyle(b)];
      return props.some((p) => x.getPropertyValue(p) !== y.getPropertyValue(p));
    };
    try {
      for (const rule of rules) {
        const m = /^\.([\w-]+)$/.exec(rule.selectorText);
        if (!m || document.getElementsByClassName(m[1]).length > 0) continue;
        const props = [...rule.style].filter((p) => !p.startsWith('--'));
        probeIn.className = m[1];
        if (!differ(plainIn, probeIn, props)) continue;
        probe.className = m[1];
        return { name: m[1], applied: differ(plain, probe, props) };
      }
      return { name: '', applied: false };
    } finally {
      for (const el of [host, plain, probe]) el.remove();
    }
  }, href);
}

test('a rendered page inlines its own rules; the whole stylesheet is prefetched when idle and applied when the app starts', async ({
  page,
}) => {
  const path = await carPath(page);
  // The HTML names no stylesheet to wait for: the page paints with its inline rules alone.
  const html = await (await page.request.get(path)).text();
  expect(html).not.toContain('rel="stylesheet"');
  await page.goto(path);
  const href = (await page.locator('script[data-styles]').getAttribute('data-styles')) ?? '';
  expect(href).toMatch(/^\/assets\/shell-[\w-]+\.css$/);
  expect(html).toContain(`data-styles="${href}"`);
  // Idle: prefetched with the app's files, not applied (a visitor who only reads pays nothing).
  await expect(page.locator(`link[rel="prefetch"][href="${href}"]`)).toHaveCount(1);
  await page.waitForTimeout(500);
  expect(await page.locator(`link[rel="stylesheet"][href="${href}"]`).count()).toBe(0);
  const idle = await unusedRuleApplies(page, href);
  expect(idle.name).not.toBe('');
  expect(idle.applied).toBe(false);
  // The app starts: the whole stylesheet applies, so a class the page lacks is styled.
  await waitLive(page);
  await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
  await expect
    .poll(async () => (await unusedRuleApplies(page, href)).applied, { timeout: 10_000 })
    .toBe(true);
});

test('a visitor who saves data gets the whole stylesheet when the app starts', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
  });
  await page.goto(await carPath(page));
  const href = (await page.locator('script[data-styles]').getAttribute('data-styles')) ?? '';
  // Idle: nothing prefetched (Save-Data), nothing applied.
  await page.waitForTimeout(2500);
  expect(await page.locator(`link[href="${href}"]`).count()).toBe(0);
  await waitLive(page);
  await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
  await expect
    .poll(async () => (await unusedRuleApplies(page, href)).applied, { timeout: 10_000 })
    .toBe(true);
});
