/**
 * Asks the browser to fetch, while the visitor reads, the page that a form
 * marked `data-speculate` would open as it stands (Home's Search, the main
 * way on from Home): a part of the boot script (src/web/boot.ts). A GET
 * form's submission uses a speculation rules prefetch of its address
 * (https://html.spec.whatwg.org/multipage/speculative-loading.html), so the
 * tap waits for no round trip. One HTML document (the /search page, about
 * 35 kB compressed), asked once the page is idle, not in Save-Data and only
 * while the form is shown (Home's row is hidden on phones); a
 * browser without speculation rules ignores the element. The address is
 * built as the form would send it before the app runs (asLinkFields).
 */
import { asLinkFields } from './boot-forms.ts';

export function prefetchFormTarget(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-speculate]');
  // Hidden on phones (Home shows them another way in): nothing to fetch for.
  if (!form?.checkVisibility()) return;
  const data = new FormData(form);
  asLinkFields(data);
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.text = JSON.stringify({
    prefetch: [{ urls: [`${form.action}?${new URLSearchParams(data as unknown as string[][])}`] }],
  });
  document.head.append(rules);
}
