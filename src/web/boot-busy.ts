/**
 * The boot script's busy state (src/web/boot.ts): what shows the visitor that
 * a tap held until the app is live is being answered. The control dims
 * (aria-busy) and a bar runs at the top (<html data-waking>, styles.css);
 * the control's own aria-busy from the server is put back after (React
 * expects to find it again when it hydrates).
 */

const html = document.documentElement;
let busy: Element | undefined;
let busyBefore: string | null = null;

function unbusy(): void {
  if (busyBefore === null) busy?.removeAttribute('aria-busy');
  else busy?.setAttribute('aria-busy', busyBefore);
  busy = undefined;
}

/** Shows at once that a tap is being answered: `element` dims, a bar runs at the top. */
export function showBusy(element: Element): void {
  unbusy();
  busy = element;
  busyBefore = element.getAttribute('aria-busy');
  element.setAttribute('aria-busy', 'true');
  html.dataset.waking = 'true';
}

/** Nothing is being answered any more: the control and the page as they were. */
export function release(): void {
  unbusy();
  delete html.dataset.waking;
}
