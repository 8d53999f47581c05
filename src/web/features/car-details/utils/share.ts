/**
 * Share (docs/product.md#car-page, #messages-and-errors): inside the mobile
 * app's web view the native wrapper shares (a message through
 * window.ReactNativeWebView); in a browser, the Web Share API; without either,
 * the caller alerts MSG.noShare.
 */
import { MSG } from '#shared/messages.ts';

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

export async function shareLink(data: ShareData, env: ShareEnv = window): Promise<ShareOutcome> {
  const bridge = env.ReactNativeWebView;
  if (bridge) {
    if (typeof bridge.postMessage !== 'function') {
      return { kind: 'error', message: MSG.noWebViewBridge };
    }
    try {
      bridge.postMessage(JSON.stringify({ type: 'share', title: data.title, url: data.url }));
      return { kind: 'bridge' };
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : MSG.noWebViewBridge;
      return { kind: 'error', message };
    }
  }
  if (typeof env.navigator.share === 'function') {
    try {
      await env.navigator.share({ title: data.title, url: data.url });
      return { kind: 'shared' };
    } catch (err) {
      // The buyer closed the share sheet: nothing to report.
      if (err instanceof DOMException && err.name === 'AbortError') return { kind: 'cancelled' };
      const message = err instanceof Error && err.message ? err.message : MSG.noShare;
      return { kind: 'error', message };
    }
  }
  return { kind: 'unsupported', message: MSG.noShare };
}
