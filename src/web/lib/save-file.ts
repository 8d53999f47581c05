/**
 * Saves a downloaded file (the lead report's CSV, a sale's papers, My data's
 * export) the way a
 * browser saves a link's download: an object URL of the Blob on a
 * temporary <a download>, clicked, then let go. The URL is revoked a little
 * later, once the browser has started reading it (some drop a download whose
 * URL is revoked at once).
 */
const REVOKE_AFTER_MS = 30_000;

/** Offers `blob` to the person as the file `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
