/**
 * A form-encoded POST like the shared apiPost (docs/product.md#api-conventions:
 * Bearer token from localStorage, answer `{ succ, data, msg, status }`, never
 * throwing except on abort), sent with XMLHttpRequest so the upload can report
 * progress: fetch cannot, and a seller on slow 4G should see a photo going up.
 * A 401 follows the shared helpers' rule: clear localStorage, go to / after
 * 1 s.
 */
import { MSG } from '#shared/messages.ts';
import { type ApiResult, storedToken } from '#web/lib/api-client.ts';

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export interface PostWithProgressOptions {
  /** Upload progress, 0..1 (the request body only; the answer follows). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export type PostFormWithProgress = <T>(
  path: string,
  body: Record<string, string>,
  options?: PostWithProgressOptions,
) => Promise<ApiResult<T>>;

function failureMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['error_description', 'error', 'Message', 'message']) {
      if (typeof b[key] === 'string' && b[key]) return b[key] as string;
    }
  }
  return fallback;
}

export const postFormWithProgress: PostFormWithProgress = <T>(
  path: string,
  body: Record<string, string>,
  options: PostWithProgressOptions = {},
) =>
  new Promise<ApiResult<T>>((resolve, reject) => {
    const { onProgress, signal } = options;
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
    const token = storedToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.upload.onload = () => onProgress(1);
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    const fail = () => {
      done();
      resolve({ succ: false, data: null as T, msg: MSG.somethingWrongPost, status: 0 });
    };
    xhr.onerror = fail;
    xhr.ontimeout = fail;
    xhr.onabort = () => {
      done();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    xhr.onload = () => {
      done();
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      const status = xhr.status;
      if (status === 401) {
        try {
          localStorage.clear();
        } catch {
          // Storage unavailable: nothing to clear.
        }
        setTimeout(() => window.location.assign('/'), 1000);
        resolve({
          succ: false,
          data: null as T,
          msg: failureMessage(parsed, MSG.somethingWrongPost),
          status,
          raw: parsed,
        });
        return;
      }
      const b = (parsed ?? {}) as Record<string, unknown>;
      if (status < 200 || status >= 300 || b.Success === false) {
        resolve({
          succ: false,
          data: (b.Data ?? null) as T,
          msg: failureMessage(parsed, MSG.somethingWrongPost),
          status,
          raw: parsed,
        });
        return;
      }
      resolve({
        succ: true,
        data: ('Data' in b ? b.Data : parsed) as T,
        msg: typeof b.Message === 'string' && b.Message ? b.Message : MSG.successfully,
        status,
        raw: parsed,
      });
    };
    xhr.send(new URLSearchParams(body).toString());
  });
