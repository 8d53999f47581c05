/**
 * The browser's invoker commands and dialog light dismiss where it lacks
 * them (docs/decisions/039-supported-browsers.md): Safari before 26.2,
 * Chromium before 135 (Samsung Internet, older Android web views) and
 * Firefox before 144 have no `commandfor` / `command`, and most of them no
 * `closedby`. Part of the boot script (src/web/boot.ts) so a button that
 * opens a dialog answers the first tap before the app runs, and of the app
 * (src/web/main.tsx) for the pages without the boot script; installed once
 * per page whichever runs first. Answers the commands CarSetu uses:
 * `show-modal`, `close` and `request-close` on a <dialog>; a click on the
 * backdrop of a dialog with `closedby="any"` closes it; without popovers
 * (Safari before 17), a `popovertarget` button scrolls to its element, which
 * stands in the page's flow there (styles.css). Where the browser has them
 * all, it does nothing.
 */

const INSTALLED = '__carsetuInvokers';

/** Adds the click listener that answers invoker commands, once per page, where the browser lacks them. */
export function answerInvokerCommands(): void {
  const w = window as { [INSTALLED]?: true };
  if (w[INSTALLED]) return;
  w[INSTALLED] = true;
  const native = 'command' in HTMLButtonElement.prototype;
  const lightDismiss = 'closedBy' in HTMLDialogElement.prototype;
  const popovers = 'popover' in HTMLElement.prototype;
  if (native && lightDismiss && popovers) return;
  addEventListener('click', (event) => {
    const target = event.target;
    if (event.defaultPrevented || !(target instanceof Element)) return;
    if (!lightDismiss && target instanceof HTMLDialogElement) {
      const box = target.getBoundingClientRect();
      const outside =
        event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom;
      // A keyboard's click (Enter, Space) has no place: it is never on the backdrop.
      if (outside && event.detail > 0 && target.getAttribute('closedby') === 'any') target.close();
      return;
    }
    const opener = popovers ? null : target.closest('[popovertarget]');
    // Without popovers the element stands in the page (styles.css): show where it is.
    if (opener && opener.getAttribute('popovertargetaction') !== 'hide')
      document.getElementById(opener.getAttribute('popovertarget') ?? '')?.scrollIntoView();
    if (native) return;
    const button = target.closest('button[commandfor]');
    const dialog = document.getElementById(button?.getAttribute('commandfor') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button?.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    else if (command === 'close' || command === 'request-close') dialog.close();
  });
}
