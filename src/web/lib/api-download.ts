/**
 * GET of a file that is not JSON (a dealer's CSV report), as the shared API
 * helpers ask (api-client.ts: the token, the language, a refusal read as
 * every answer). Its own module so the public pages' start does not carry it.
 */
import { PAGE_MSG } from '#shared/page-messages.ts';
import {
  ApiError,
  type ApiOptions,
  type ApiResult,
  apiHeaders,
  noAnswer,
  readAnswer,
  storedToken,
} from './api-client.ts';
import { saveFile } from './save-file.ts';

/** Where the API is, as api-client.ts reads it (exported there, it would cost every page's start bytes). */
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** A file answered by a download route: its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  /** The header's `filename` (safe characters only), or null when it names none. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''...` or `filename=...`), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?"?([^";]+)"?/i.exec(header)?.[1];
  let name = /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
  if (star) {
    try {
      name = decodeURIComponent(star);
    } catch {
      // A malformed encoded name: the plain one, if any.
    }
  }
  name = name?.trim();
  return name && /^[\w. -]+$/.test(name) ? name : null;
}

/**
 * GET a file that is not JSON (a CSV report) with the stored token and the
 * page's language, as apiGet would ask: `accept` names the file's type. The
 * file (2xx and not JSON) is `data`; a refusal answered in JSON is read as
 * every other answer (readAnswer: the server's message, a 401 ending the
 * session unless `on401` is 'return'); no answer at all, or a JSON body
 * where a file was expected, is a failure with 'Something went wrong!'.
 * Browser only (the server render never downloads). Never throws, but for
 * an aborted `signal` (AbortError).
 */
export async function apiDownload(
  path: string,
  accept: string,
  options: Pick<ApiOptions, 'signal' | 'on401' | 'token'> = {},
): Promise<ApiResult<DownloadedFile>> {
  const fallback = PAGE_MSG.somethingWrong;
  const headers = apiHeaders(options.token ?? storedToken());
  headers.Accept = `${accept}, application/json`;
  try {
    const res = await fetch(`${API_BASE}${path}`, {
      method: 'GET',
      headers,
      signal: options.signal,
    });
    const json = (res.headers.get('content-type') ?? '').includes('application/json');
    if (res.ok && !json) {
      const blob = await res.blob();
      const fileName = dispositionFileName(res.headers.get('content-disposition'));
      return {
        succ: true,
        data: { blob, fileName },
        msg: PAGE_MSG.successfully,
        status: res.status,
      };
    }
    const body: unknown = await res.json().catch(() => null);
    const read = readAnswer(path, res.status, body, options, fallback);
    return { succ: false, data: null, msg: read.succ ? fallback : read.msg, status: res.status };
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return noAnswer(fallback);
  }
}

/**
 * apiDownload, then saves the file under the name the server gives (else
 * `fallbackName`); rejects with an ApiError carrying the server's message
 * when it is refused. For a download button that shows its own failure.
 */
export async function downloadAndSave(
  path: string,
  accept: string,
  fallbackName: string,
): Promise<void> {
  const r = await apiDownload(path, accept, { on401: 'return' });
  if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
  saveFile(r.data.blob, r.data.fileName ?? fallbackName);
}
