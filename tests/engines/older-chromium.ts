/**
 * Chromium as it was before invoker commands (135): an init script, run
 * before the page's own, that removes `command` and `commandForElement` and
 * cancels each native command at its `command` event, so a page meets what
 * Samsung Internet before 28 and Android web views not updated give it.
 * Chromium keeps the feature behind no switch any more. `closedBy` is removed
 * from the prototype too, but the browser still closes a `closedby="any"`
 * dialog at a tap on its backdrop (WebKitGTK shows the page's own light
 * dismiss). Used by the cross-engine flows (puppeteer-engine.ts) and the
 * first-tap bench (BENCH_WITHOUT_INVOKERS=1, bench/pages-first-tap.ts).
 */
export const WITHOUT_INVOKER_COMMANDS = `(() => {
  delete HTMLButtonElement.prototype.command;
  delete HTMLButtonElement.prototype.commandForElement;
  delete HTMLDialogElement.prototype.closedBy;
  window.CommandEvent = undefined;
  addEventListener('command', (e) => e.preventDefault(), true);
})();`;
