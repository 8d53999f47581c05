/**
 * Where "Share on WhatsApp" goes (issue 12 item 4; decision 023): in a
 * browser, `https://wa.me/?text=<caption>` (WhatsApp, or its web page,
 * opens with the caption typed in and "My status" among the places to send
 * it). Inside the mobile app's web view a wa.me link would open in the web
 * view itself, so the native wrapper shares instead, through the same
 * bridge as the car page's Share (#web/lib/share.ts).
 */
import { shareThroughApp } from '#web/lib/share.ts';

/** The wa.me link that opens WhatsApp with `text` typed in. */
export function whatsAppTextUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** What sharing through the app did: nothing (not in the app's web view), sent, or failed with a message. */
export type InAppShare =
  | { kind: 'not-in-app' }
  | { kind: 'sent' }
  | { kind: 'error'; message: string };

/**
 * Inside the mobile app's web view: asks the native wrapper to share `text`
 * and `url` (the caption without its link, and the link); elsewhere does
 * nothing and answers 'not-in-app'.
 */
export function shareInApp(
  text: string,
  url: string,
  env?: Parameters<typeof shareThroughApp>[1],
): InAppShare {
  const outcome = shareThroughApp({ title: text, url }, env);
  if (!outcome) return { kind: 'not-in-app' };
  return outcome.kind === 'bridge' ? { kind: 'sent' } : outcome;
}
