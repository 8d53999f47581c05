/**
 * A form-encoded POST like the shared apiPost (docs/product.md#api-conventions:
 * the API's headers (apiHeaders: the page's language, the Bearer token from localStorage), answer `{ succ, data, msg, status }`, never
 * throwing except on abort), sent with XMLHttpRequest so the upload can report
 * progress: fetch cannot, and a seller on slow 4G should see a photo going up.
 * The answer is read by the client's own readAnswer (and a request without
 * one by its noAnswer), typed by `S`, the route's schema from
 * src/shared/schemas; a body that is not an answer is a failure with
 * 'Something went wrong' and a console warning; a 401 clears localStorage and
 * goes to / after 1 s. Rejects only when `signal` aborts (AbortError).
 * postJsonWithProgress sends a JSON body the same way (Import cars: two CSV
 * files and their photos, issue 12 item 2).
 */
import type { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import {
  type AnswerData,
  type ApiResult,
  apiHeaders,
  noAnswer,
  readAnswer,
} from '#web/lib/api-client.ts';

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export interface PostWithProgressOptions {
  /** Upload progress, 0..1 (the request body only; the answer follows). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export type PostFormWithProgress = <S extends z.ZodType>(
  path: string,
  body: Record<string, string>,
  options?: PostWithProgressOptions,
) => Promise<ApiResult<AnswerData<S>>>;

/**
 * POSTs `payload` (already encoded as `contentType`) to `path` and reports
 * upload progress; the answer is read by readAnswer as an `S`.
 */
function postWithProgress<S extends z.ZodType>(
  path: string,
  contentType: string,
  payload: string,
  options: PostWithProgressOptions,
) {
  return new Promise<ApiResult<AnswerData<S>>>((resolve, reject) => {
    const { onProgress, signal } = options;
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', contentType);

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
      resolve(noAnswer(MSG.somethingWrongPost));
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
      resolve(readAnswer<S>(path, xhr.status, parsed, {}, MSG.somethingWrongPost));
    };
    xhr.send(payload);
  });
}

/**
 * POSTs `body` form-encoded to `path` and reports upload progress; the answer
 * is read by readAnswer as an `S`. Resolves an ApiResult; rejects only on
 * abort.
 */
export const postFormWithProgress: PostFormWithProgress = <S extends z.ZodType>(
  path: string,
  body: Record<string, string>,
  options: PostWithProgressOptions = {},
) =>
  postWithProgress<S>(
    path,
    'application/x-www-form-urlencoded',
    new URLSearchParams(body).toString(),
    options,
  );

/**
 * POSTs `body` as JSON to `path` and reports upload progress, like
 * postFormWithProgress. A refusal's parsed body (its `Data` too) is the
 * result's `raw`.
 */
export function postJsonWithProgress<S extends z.ZodType>(
  path: string,
  body: unknown,
  options: PostWithProgressOptions = {},
): Promise<ApiResult<AnswerData<S>>> {
  return postWithProgress<S>(path, 'application/json', JSON.stringify(body), options);
}
