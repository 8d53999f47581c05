/**
 * The whole stylesheet of a server-rendered page (docs/decisions/038-page-styles.md).
 * The page carries inline only the rules its own HTML can use
 * (src/server/pages/page-styles.ts); what the app renders once it runs (menus,
 * toasts, a dialog's later steps, the next page) needs the rest. The boot
 * script's element names the whole stylesheets in `data-styles` (`hrefs`).
 * They follow the boot script's own links: prefetched (into the HTTP cache,
 * not parsed) with the app's files once the page is idle, and added as
 * `<link rel="stylesheet">` when the app starts (its modulepreload links), so
 * they are parsed and applied while the app loads, after the tap that started
 * it has been answered, and never under a visitor who only reads. A visitor
 * who asked to save data gets no prefetch: the stylesheet comes at the start.
 */
export function addWholeStyles(hrefs: string | undefined): void {
  if (!hrefs) return;
  const head = document.head;
  const add = (rel: string) => {
    for (const href of hrefs.split(' '))
      head.append(Object.assign(document.createElement('link'), { rel, href }));
  };
  let prefetched = false;
  const observer = new MutationObserver(() => {
    if (head.querySelector('link[rel=modulepreload]')) {
      observer.disconnect();
      add('stylesheet');
    } else if (!prefetched && head.querySelector('link[rel=prefetch]')) {
      prefetched = true;
      add('prefetch');
    }
  });
  observer.observe(head, { childList: true });
}
