/**
 * Share (docs/product.md#car-page, #messages-and-errors): inside the mobile
 * app's web view the native wrapper shares (a message through
 * window.ReactNativeWebView); in a browser, the Web Share API; without either,
 * the caller alerts PAGE_MSG.noShare.
 */
import { PAGE_MSG } from '#shared/page-messages.ts';

export interface ShareData {
  title: string;
  url: string;
}

export type ShareOutcome =
  | { kind: 'bridge' }
  | { kind: 'shared' }
  | { kind: 'cancelled' }
  | { kind: 'unsupported'; message: string }
  | { kind: 'error'; message: string };

interface ShareEnv {
  ReactNativeWebView?: { postMessage?: (message: string) => void };
  navigator: { share?: (data: ShareData) => Promise<void> };
}

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage?: (message: string) => void };
  }
}

/**
 * Inside the mobile app's web view: asks the native wrapper to share `data`
 * (the one message it knows, `{ type: 'share', title, url }`); answers
 * undefined outside the web view. Used by the car page's Share and the
 * WhatsApp Status card (features/status-card).
 */
export function shareThroughApp(
  data: ShareData,
  env: Pick<ShareEnv, 'ReactNativeWebView'> = window,
): Extract<ShareOutcome, { kind: 'bridge' | 'error' }> | undefined {
  const bridge = env.ReactNativeWebView;
  if (!bridge) return undefined;
  if (typeof bridge.postMessage !== 'function') {
    return { kind: 'error', message: PAGE_MSG.noWebViewBridge };
  }
  try {
    bridge.postMessage(JSON.stringify({ type: 'share', title: data.title, url: data.url }));
    return { kind: 'bridge' };
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : PAGE_MSG.noWebViewBridge;
    return { kind: 'error', message };
  }
}

export async function shareLink(data: ShareData, env: ShareEnv = window): Promise<ShareOutcome> {
  const viaApp = shareThroughApp(data, env);
  if (viaApp) return viaApp;
  if (typeof env.navigator.share === 'function') {
    try {
      await env.navigator.share({ title: data.title, url: data.url });
      return { kind: 'shared' };
    } catch (err) {
      // The buyer closed the share sheet: nothing to report.
      if (err instanceof DOMException && err.name === 'AbortError') return { kind: 'cancelled' };
      const message = err instanceof Error && err.message ? err.message : PAGE_MSG.noShare;
      return { kind: 'error', message };
    }
  }
  return { kind: 'unsupported', message: PAGE_MSG.noShare };
}
