/**
 * The shared API helpers (docs/product.md#api-conventions): GET and POST
 * (form-encoded by default, JSON optional) with the Bearer token from
 * localStorage, answering `{ succ, data, msg, status }` and never throwing.
 * Failure message: the first of error_description, error, Message, else
 * 'Something went wrong!' (POST: 'Something went wrong'). A 401 clears
 * localStorage and sends the browser to / after 1 second
 * (docs/product.md#sessions) unless `on401` is 'return'. Each call names
 * its route's answer schema from src/shared/schemas as a type only: the
 * server serialises every answer through that schema, and the browser checks
 * the envelope, not every field, so zod stays out of the pages' start-up
 * (docs/decisions/028-answers-checked-at-the-server.md).
 */

import type { z } from 'zod';
import { lang } from '#messages/locale.ts';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { PAGE_MSG } from '#shared/page-messages.ts';
import { localPath } from './local-path.ts';

/**
 * What a call answers. `data` is the answer's `Data` (or the whole body for
 * an answer without one, such as the token endpoint's), typed by the call's
 * shared schema: always there on success; on a refusal answered 2xx
 * (`Success: false`) its `Data`; else null.
 */
export type ApiResult<T> =
  | { succ: true; data: T; msg: string; status: number; raw?: unknown }
  | { succ: false; data: T | null; msg: string; status: number; raw?: unknown };

/** The answer schema's `Data`, or the whole answer when it has none. */
export type AnswerData<S extends z.ZodType> =
  z.output<S> extends { Data: infer D } ? D : z.output<S>;

export interface ApiOptions {
  /** Treat a body with Success === false as failure (default true). */
  checkSuccess?: boolean;
  /** Send JSON instead of form-encoded (POST only). */
  json?: boolean;
  signal?: AbortSignal;
  /** 'logout' (default): clear storage and go to / after 1 s. 'return': just answer status 401. */
  on401?: 'logout' | 'return';
  /** Token to send instead of the stored one. */
  token?: string;
}

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** What a request needs from an answer. */
export interface TransportResponse {
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}

/**
 * Sends one API request: `fetch` in the browser. The server render swaps in
 * one that answers in-process through the same routes (src/web/entry-server.tsx).
 */
export type ApiTransport = (
  path: string,
  init: {
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: string;
    signal?: AbortSignal;
  },
) => Promise<TransportResponse>;

let transport: ApiTransport = (path, init) => fetch(`${API_BASE}${path}`, init);

/** Replaces how requests are sent (the server render only). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The stored access token (docs/product.md#sessions), or null: signed out, the server render, or storage blocked. */
export function storedToken(): string | null {
  if (typeof localStorage === 'undefined') return null; // the server render
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The headers every API request carries: JSON asked for, the page's language (the server
 * answers its messages in it, src/server/http/answer-language.ts) and the stored access token.
 */
export function apiHeaders(token = storedToken()): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (lang !== 'en') headers['Accept-Language'] = lang;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function expireSession(): void {
  try {
    localStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
  setTimeout(() => window.location.assign(localPath('/')), 1000);
}

type Body = Record<string, string | number | boolean | null | undefined>;

function encodeForm(body: Body): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body))
    params.append(k, v === null || v === undefined ? '' : String(v));
  return params.toString();
}

/**
 * The result of a request that got no answer at all (offline, a dropped
 * connection, DNS): a failure with `fallback`, status 0.
 */
export function noAnswer(fallback: string): ApiResult<never> {
  return { succ: false, data: null, msg: fallback, status: 0 };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function failureMessage(body: unknown, fallback: string): string {
  if (isRecord(body)) {
    for (const key of ['error_description', 'error', 'Message', 'message']) {
      const text = body[key];
      if (typeof text === 'string' && text) return text;
    }
  }
  return fallback;
}

/**
 * Reads an answer the one way every call does (docs/product.md#api-conventions):
 * - 401: a failure with the server's message; the session expires (storage
 *   cleared, / after 1 s) unless `on401` is 'return' (docs/product.md#sessions).
 * - any other non-2xx: a failure with the server's message (error_description,
 *   error, Message), else `fallback`.
 * - 2xx: the body must be an object, and an envelope's `Success` a boolean
 *   and its `Message` a string; anything else (a proxy's page answered 200,
 *   an empty body) is a failure with `fallback` (the generic 'Something went
 *   wrong!' / 'Something went wrong' of src/shared/messages.ts) and one
 *   console.warn naming `path`. `Success: false` is a failure that keeps its
 *   `Data` (unless `checkSuccess` is false).
 * `S` is the route's answer schema (a type only): `data` is its `Data`, or the
 * whole answer when it has none (the token endpoint); `raw` is the body.
 * Never throws.
 */
export function readAnswer<S extends z.ZodType>(
  path: string,
  status: number,
  body: unknown,
  options: Pick<ApiOptions, 'checkSuccess' | 'on401'>,
  fallback: string,
): ApiResult<AnswerData<S>>;
// The server serialised the body through S (its declared 200 answer), so the
// envelope check below is what stands between a foreign body and the caller.
export function readAnswer(
  path: string,
  status: number,
  body: unknown,
  options: Pick<ApiOptions, 'checkSuccess' | 'on401'>,
  fallback: string,
): ApiResult<unknown> {
  if (status === 401) {
    if ((options.on401 ?? 'logout') === 'logout') expireSession();
    return { succ: false, data: null, msg: failureMessage(body, fallback), status, raw: body };
  }
  if (status < 200 || status >= 300)
    return { succ: false, data: null, msg: failureMessage(body, fallback), status, raw: body };
  if (!isAnswer(body)) {
    console.warn(`Unexpected answer from ${path}`);
    return { succ: false, data: null, msg: fallback, status, raw: body };
  }
  const data = 'Data' in body ? body.Data : body;
  if ((options.checkSuccess ?? true) && body.Success === false)
    return { succ: false, data, msg: failureMessage(body, fallback), status, raw: body };
  const msg =
    typeof body.Message === 'string' && body.Message ? body.Message : PAGE_MSG.successfully;
  return { succ: true, data, msg, status, raw: body };
}

/** An object, and when it is an envelope (`Success` or `Data` in it), a well-formed one. */
function isAnswer(body: unknown): body is Record<string, unknown> {
  if (!isRecord(body) || Array.isArray(body)) return false;
  if (!('Success' in body) && !('Data' in body)) return true;
  return (
    typeof body.Success === 'boolean' &&
    (body.Message === undefined || typeof body.Message === 'string') &&
    'Data' in body
  );
}

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  body: Body | undefined,
  options: ApiOptions,
): Promise<ApiResult<AnswerData<S>>> {
  const fallback = method === 'GET' ? PAGE_MSG.somethingWrong : PAGE_MSG.somethingWrongPost;
  const headers = apiHeaders(options.token ?? storedToken());
  let payload: string | undefined;
  if (body) {
    headers['Content-Type'] = options.json
      ? 'application/json'
      : 'application/x-www-form-urlencoded';
    payload = options.json ? JSON.stringify(body) : encodeForm(body);
  }
  let res: TransportResponse;
  try {
    res = await transport(path, { method, headers, body: payload, signal: options.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return noAnswer(fallback);
  }
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    parsed = null;
  }
  return readAnswer<S>(path, res.status, parsed, options, fallback);
}

/**
 * GET `path` (docs/product.md#api-conventions). `S` is the route's response
 * schema from src/shared/schemas, as a type: `apiGet<typeof
 * LookupListAnswerSchema>(path)`; `data` is its `Data`. Failures (network,
 * non-2xx, a body that is not an answer, `Success: false`) are results with
 * `succ: false` and the message to show (readAnswer); only an aborted
 * `signal` rejects (AbortError).
 */
export function apiGet<S extends z.ZodType>(
  path: string,
  options: ApiOptions = {},
): Promise<ApiResult<AnswerData<S>>> {
  return request<S>('GET', path, undefined, options);
}

/**
 * POST `body` (form-encoded, or JSON with `json`) to `path`; the answer is
 * read like apiGet's (`S` the route's response schema as a type, failures as
 * results), with the POST fallback message 'Something went wrong'.
 */
export function apiPost<S extends z.ZodType>(
  path: string,
  body: Body,
  options: ApiOptions = {},
): Promise<ApiResult<AnswerData<S>>> {
  return request<S>('POST', path, body, options);
}

/** For React Query fetchers: the data of a success, else throws an ApiError carrying `msg`, `status` and `data`. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const r = await result;
  if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
  return r.data;
}

/** A failed call as an Error: `message` is the result's `msg` (what the user may be shown). */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }
}
