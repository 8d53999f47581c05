/**
 * The only script a server-rendered public page loads at first
 * (docs/decisions/013-hydrate-on-intent.md). The page already reads and its
 * links already work without JavaScript, so the app (src/web/main.tsx,
 * about 140 KB gzip) starts only when the visitor shows intent: a tap (a
 * touch that scrolls does not count), a click, a key, focus, a mouse
 * moving, or a list with a 'Load More' link scrolled half a screen down
 * (so the app is live to load more before the visitor reaches its end;
 * docs/decisions/030-list-choices-wait-for-the-app.md). A signed-in
 * visitor's page starts at once (their hearts and menu depend on it). Until
 * then, once the page has loaded and the browser is idle, the app's files
 * are prefetched into the HTTP cache, so starting costs little more than
 * running them, and the page Home's Search would open is readied too (boot-speculate.ts).
 *
 * A click on a control (button, checkbox, label) before the app is live is
 * held, the page and the control show that they are busy (<html
 * data-waking>, aria-busy on the control), and the same element is clicked
 * again once hydration has finished: hydration keeps the server's DOM nodes,
 * so the element is still the one tapped. Forms are sent as they would be
 * without JavaScript (the filters' GET form, the lead's POST: the server
 * answers them all). Links are left alone: they open the next server-rendered
 * page, and the app does not start on the page being left (it would hold up
 * the next one on the same main thread); so are buttons that open a native
 * popover or dialog (popovertarget, commandfor), which the browser answers at once (or, where
 * it lacks invoker commands, boot-invokers.ts does; one with
 * data-open-at opens its dialog here, scrolled to that part: the photo
 * viewer at the photo tapped; a share button shares, boot-share.ts). A
 * native select changed before then keeps its choice, and the app is told of
 * it (a change event) once live; a choice that is a new page (the sort
 * order) dims the list meanwhile, and its form goes without the app if the
 * app is not live within SLOW_START_MS. A form sent before then shows the
 * busy bar; a GET form leaves its empty fields out (boot-forms.ts). Text
 * typed before hydration is kept by React, which replays the change. A car
 * page is remembered on the device as recently viewed (boot-recent.ts), and
 * a page with a slot for those cars starts the app when scrolled half a
 * screen down if the device has some to show. Once the page has loaded, it
 * registers the service worker (/sw.js, src/web/sw/sw.ts), which keeps pages
 * for reading offline.
 *
 * Configured by its own <script> element (written by the server,
 * src/server/pages/page-shell.ts): data-app (the app's entry URL),
 * data-chunks (space-separated URLs the app loads with it: the entry's
 * imports and the page's own chunk) and data-session (the localStorage key
 * of the access token). Imports nothing but its own small parts, so it
 * stays one small file.
 */

import { release, showBusy } from './boot-busy.ts';
import { asLinkFields } from './boot-forms.ts';
import { answerInvokerCommands } from './boot-invokers.ts';
import { rememberThisCar } from './boot-recent.ts';
import { startWhenBrowsing } from './boot-scroll.ts';
import { shareNow } from './boot-share.ts';
import { speculateFormTarget } from './boot-speculate.ts';
import { addWholeStyles } from './boot-styles.ts';

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const html = document.documentElement;
const INTENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove'] as const;
// Controls whose click means nothing until the app runs (links work as they are, but a link to
// sign in is held: once live, the app opens the login dialog on this page instead).
const CONTROLS =
  'button, [role="button"], input[type="checkbox"], input[type="radio"], [data-needs-login]';
// Buttons the browser answers itself (a native popover or dialog they open or close).
const NATIVE = '[popovertarget], [commandfor]';
// Taps that lead to signing in: answered at once with the login shell (LoginShell.tsx) while held.
const LOGIN = '[data-needs-login]';
const shell = document.getElementById('login-shell') as HTMLDialogElement | null;
/**
 * How long a choice waits for the app to start before its form goes without it, and how long
 * the app waits to start after a tap that opens another page (a link, a form), ms.
 */
const SLOW_START_MS = 3000;

let started = false;
let armed = false;
let live = false;
// Until when the page is on its way out: starting the app then would hold up the next page's
// request and parsing on the same main thread (150 ms of a 4x slowed phone's Home Search).
let leavingUntil = 0;
let held: Element | undefined;
let changed = new Map<HTMLSelectElement, string>();

function chunkUrls(): string[] {
  return (script?.dataset.chunks ?? '').split(' ').filter(Boolean);
}

function addLinks(rel: 'prefetch' | 'modulepreload'): void {
  for (const href of chunkUrls()) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'modulepreload') link.crossOrigin = '';
    document.head.append(link);
  }
}

function stopListening(): void {
  for (const type of INTENTS) removeEventListener(type, start, true);
}

/**
 * Loads and runs the app (once; again after a failed load) once the tap is
 * over and the next frame is painted: what the browser shows for the tap
 * itself (a popover, a dialog, a picker, the login shell) comes first, then
 * the app's work takes the main thread. A press starts it only at its click:
 * a press that is a scroll or a swipe (of the page or a photo strip) leaves
 * it be, so the start-up never lands under the visitor's next tap.
 */
function start(event?: Event): void {
  if (started || !script?.dataset.app) return;
  if (event?.type === 'pointerdown' || event?.type === 'touchstart') {
    if (!armed) addEventListener('click', () => start(), { capture: true, once: true });
    armed = true;
    return;
  }
  started = true;
  stopListening();
  requestAnimationFrame(() => setTimeout(load));
}

function load(): void {
  if (leavingUntil > performance.now()) return void setTimeout(load, SLOW_START_MS);
  addLinks('modulepreload');
  import(/* @vite-ignore */ script?.dataset.app ?? '').catch(() => {
    // Offline or a failed download: the page stays as it is; the next intent tries again.
    started = false;
    armed = false;
    release();
    held = undefined;
    for (const type of INTENTS) addEventListener(type, start, { capture: true, passive: true });
  });
}

/** Tells the app about native selects changed before it ran (their onChange then applies them). */
function replayChanges(): void {
  const selects = changed;
  changed = new Map();
  for (const [select, value] of selects) {
    if (!select.isConnected) continue;
    // Hydration sets the value the server rendered: choose the visitor's again, then tell React.
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

function replayHeld(): void {
  replayChanges();
  const pending = held;
  release();
  held = undefined;
  if (pending instanceof HTMLElement && pending.isConnected) pending.click();
}

function hold(event: Event, element: Element): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  held = element;
  showBusy(element);
  if (element.matches(LOGIN) && shell && !shell.open) shell.showModal();
  start();
}

function signedIn(): boolean {
  try {
    return Boolean(script?.dataset.session && localStorage.getItem(script.dataset.session));
  } catch {
    return false; // storage blocked (some web views): treat as a guest
  }
}

// Buttons that open or close a dialog, in a browser without invoker commands (boot-invokers.ts).
answerInvokerCommands();
// A car page: remembered on this device as recently viewed (boot-recent.ts).
rememberThisCar();
// The whole stylesheet: prefetched with the app's files, applied when it starts (boot-styles.ts).
addWholeStyles(script?.dataset.styles);
// The service worker (src/web/sw/sw.ts, docs/decisions/033-service-worker.md) once the page has
// loaded, so it takes nothing from the first load and the first tap. Not in the dev server.
if (import.meta.env.PROD)
  addEventListener('load', () => navigator.serviceWorker?.register('/sw.js').catch(() => {}));

if (document.getElementById('ssr-data') && !signedIn()) {
  for (const type of INTENTS) addEventListener(type, start, { capture: true, passive: true });
  addEventListener(
    'click',
    (event) => {
      if (live || !(event.target instanceof Element)) return;
      const share = event.target.closest('[data-share]');
      if (share && shareNow(share)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      const control = event.target.closest(CONTROLS);
      if (!control) return;
      // A dialog to open at one of its parts (the photo viewer at the photo tapped).
      const at = control.getAttribute('data-open-at');
      const dialog = document.getElementById(control.getAttribute('commandfor') ?? '');
      if (at && dialog instanceof HTMLDialogElement) {
        event.preventDefault();
        dialog.showModal();
        document.getElementById(at)?.scrollIntoView({ block: 'nearest', inline: 'start' });
        return;
      }
      if (control.matches(NATIVE)) return;
      // A form's submit button sends the form as it would without JavaScript (every public form
      // is answered by the server too); the login shell's waits for the app.
      const sends =
        control instanceof HTMLButtonElement && control.type === 'submit' && control.form;
      if (sends && !shell?.contains(control)) return;
      hold(event, control);
    },
    true,
  );
  // A select's choice, kept at its input event, before the app hears of it: an app hydrating
  // meanwhile sets the server's value back before the change event that follows.
  addEventListener(
    'input',
    (event) => {
      if (!live && event.target instanceof HTMLSelectElement)
        changed.set(event.target, event.target.value);
    },
    true,
  );
  addEventListener(
    'change',
    (event) => {
      // A native select answers the tap itself; the app hears of the choice once it runs.
      if (live || !(event.target instanceof HTMLSelectElement)) return;
      const select = event.target;
      if (!changed.has(select)) changed.set(select, select.value);
      // One whose choice is a new page (the sort order). The tap that opened its picker started
      // the app, which applies the choice in place once live (sooner than a new page on a slow
      // phone); the list dims meanwhile. Not started, or not live in time: its GET form goes.
      const form = select.hasAttribute('data-submit-on-change') ? select.form : null;
      if (form) {
        showBusy(document.querySelector('[data-infinite-list]') ?? select);
        if (!started) form.requestSubmit();
        else setTimeout(() => live || form.requestSubmit(), SLOW_START_MS);
        return;
      }
      start();
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      if (live || !(event.target instanceof HTMLFormElement)) return;
      if (!shell?.contains(event.target)) {
        // Sent as without JavaScript: the next page is on its way.
        if (!event.defaultPrevented) html.dataset.waking = 'true';
        return;
      }
      // 'Get OTP' in the login shell: the login dialog sends it once the app runs.
      event.preventDefault();
      event.target.dataset.send = '1';
      event.target.querySelector('button[type="submit"]')?.setAttribute('aria-busy', 'true');
      start();
    },
    true,
  );
  // A link or a form opens another page: the app waits (and starts here only if it is still here).
  (window as { navigation?: EventTarget }).navigation?.addEventListener('navigate', (event) => {
    const e = event as Event & { destination: { sameDocument: boolean } };
    if (!e.destination.sameDocument) leavingUntil = performance.now() + SLOW_START_MS;
  });
  // A GET form (the filters) sent before the app runs: its address as the app's links write it.
  addEventListener('formdata', (event) => {
    if (!live && (event.target as HTMLFormElement).method === 'get') asLinkFields(event.formData);
  });
  startWhenBrowsing(start);
  // Back to this page from the back/forward cache: nothing is on its way any more.
  addEventListener('pageshow', (event) => {
    if (event.persisted && !live) release();
  });
  // The shell closed by the visitor (Escape, its close button): the held tap is dropped too.
  shell?.addEventListener('close', () => {
    if (!live && held?.matches(LOGIN)) {
      release();
      held = undefined;
    }
  });
  new MutationObserver((_, observer) => {
    if (html.dataset.hydrated !== 'true') return;
    observer.disconnect();
    live = true;
    replayHeld();
  }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (!connection?.saveData) {
    const idle = () => {
      if (started) return;
      addLinks('prefetch');
      speculateFormTarget();
    };
    const prefetch = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(idle, { timeout: 3000 })
        : setTimeout(idle, 1000);
    if (document.readyState === 'complete') prefetch();
    else addEventListener('load', prefetch, { once: true });
  }
} else {
  start();
}
