/**
 * Readies, while the visitor reads, the page that a form marked
 * `data-speculate` would open as it stands (Home's Search, the main way on
 * from Home): a part of the boot script (src/web/boot.ts). A speculation
 * rules prerender (https://html.spec.whatwg.org/multipage/speculative-loading.html)
 * marked `form_submission`, so the form's GET submission shows the page the
 * browser has already loaded and laid out; where the browser declines to
 * prerender (memory or battery saving, a DevTools client), the prefetch of
 * the same address still spares the round trip. One HTML document (the
 * /search page, about 35 kB compressed) and the photos of its first row,
 * asked once the page is idle, not in Save-Data and only while the form is
 * shown (Home's row is hidden on phones); a browser without speculation
 * rules ignores the element. The address is built as the form would send it
 * before the app runs (asLinkFields). docs/decisions/013-hydrate-on-intent.md.
 */
import { asLinkFields } from './boot-forms.ts';

export function speculateFormTarget(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-speculate]');
  // Hidden on phones (Home shows them another way in): nothing to ready.
  if (!form?.checkVisibility()) return;
  const data = new FormData(form);
  asLinkFields(data);
  const urls = [`${form.action}?${new URLSearchParams(data as unknown as string[][])}`];
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.text = JSON.stringify({
    prerender: [{ urls, form_submission: true }],
    prefetch: [{ urls }],
  });
  document.head.append(rules);
}
