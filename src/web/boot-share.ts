/**
 * Share before the app runs (docs/product.md#car-page), a part of the boot
 * script (src/web/boot.ts; imports nothing): through the mobile app's bridge
 * in its web view, else Web Share, at the tap. False when neither is there
 * (the app then says so).
 */
export function shareNow(button: Element): boolean {
  const title = button.getAttribute('data-share-title') ?? document.title;
  const url = new URL(button.getAttribute('data-share') || location.pathname, location.href).href;
  const bridge = (window as { ReactNativeWebView?: { postMessage?: (m: string) => void } })
    .ReactNativeWebView;
  if (bridge?.postMessage) bridge.postMessage(JSON.stringify({ type: 'share', title, url }));
  else if (navigator.share) navigator.share({ title, url }).catch(() => {});
  else return false;
  return true;
}
