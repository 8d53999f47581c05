/**
 * The shared API helpers (docs/product.md#api-conventions): GET and POST
 * (form-encoded by default, JSON optional) with the Bearer token from
 * localStorage, answering `{ succ, data, msg, status }` and never throwing.
 * Failure message: the first of error_description, error, Message, else
 * 'Something went wrong!' (POST: 'Something went wrong'). A 401 clears
 * localStorage and sends the browser to / after 1 second
 * (docs/product.md#sessions) unless `on401` is 'return'. Every answer is
 * parsed with the shared zod schema of its route (src/shared/schemas): no
 * call trusts a body it has not checked.
 */
import type { z } from 'zod';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { MSG } from '#shared/messages.ts';

/**
 * What a call answers. `data` is the answer's `Data` (or the whole body for
 * an answer without one, such as the token endpoint's), parsed with the
 * call's shared schema: always there on success; on a refusal answered 2xx
 * (`Success: false`) the parsed `Data`; else null.
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

function expireSession(): void {
  try {
    localStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
  setTimeout(() => window.location.assign('/'), 1000);
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
 * - 2xx: `body` is parsed with `answer`, the route's own response schema from
 *   src/shared/schemas (the object the server declares for 200). A body that
 *   does not fit is a failure with `fallback` (the generic 'Something went
 *   wrong!' / 'Something went wrong' of src/shared/messages.ts, never zod's
 *   text) and one console.warn naming `path`. A parsed `Success: false` is a
 *   failure that keeps the parsed `Data` (unless `checkSuccess` is false).
 * `data` is the parsed answer's `Data`, or the whole parsed answer when the
 * schema has no `Data` (the token endpoint); `raw` is the parsed answer (the
 * raw body on failure). Never throws.
 */
export function readAnswer<S extends z.ZodType>(
  path: string,
  status: number,
  body: unknown,
  answer: S,
  options: Pick<ApiOptions, 'checkSuccess' | 'on401'>,
  fallback: string,
): ApiResult<AnswerData<S>>;
// TypeScript cannot follow a generic schema's output into its `Data`: the
// signature above states it for every caller, and the safeParse below is what
// makes it true (the value handed back is the one `answer` produced).
export function readAnswer(
  path: string,
  status: number,
  body: unknown,
  answer: z.ZodType,
  options: Pick<ApiOptions, 'checkSuccess' | 'on401'>,
  fallback: string,
): ApiResult<unknown> {
  if (status === 401) {
    if ((options.on401 ?? 'logout') === 'logout') expireSession();
    return { succ: false, data: null, msg: failureMessage(body, fallback), status, raw: body };
  }
  if (status < 200 || status >= 300)
    return { succ: false, data: null, msg: failureMessage(body, fallback), status, raw: body };
  const parsed = answer.safeParse(body);
  if (!parsed.success) {
    console.warn(`Unexpected answer from ${path}: ${parsed.error.issues[0]?.message ?? ''}`);
    return { succ: false, data: null, msg: fallback, status, raw: body };
  }
  const out: unknown = parsed.data;
  const b = isRecord(out) ? out : {};
  const data = 'Data' in b ? b.Data : out;
  if ((options.checkSuccess ?? true) && b.Success === false)
    return { succ: false, data, msg: failureMessage(b, fallback), status, raw: out };
  const msg = typeof b.Message === 'string' && b.Message ? b.Message : MSG.successfully;
  return { succ: true, data, msg, status, raw: out };
}

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  body: Body | undefined,
  answer: S,
  options: ApiOptions,
): Promise<ApiResult<AnswerData<S>>> {
  const fallback = method === 'GET' ? MSG.somethingWrong : MSG.somethingWrongPost;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
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
  return readAnswer(path, res.status, parsed, answer, options, fallback);
}

/**
 * GET `path` (docs/product.md#api-conventions). `answer` is the route's
 * response schema from src/shared/schemas, e.g. `LookupListAnswerSchema`;
 * `data` is its parsed `Data`. Failures (network, non-2xx, a body that does
 * not fit, `Success: false`) are results with `succ: false` and the message to
 * show (readAnswer); only an aborted `signal` rejects (AbortError).
 */
export function apiGet<S extends z.ZodType>(
  path: string,
  answer: S,
  options: ApiOptions = {},
): Promise<ApiResult<AnswerData<S>>> {
  return request('GET', path, undefined, answer, options);
}

/**
 * POST `body` (form-encoded, or JSON with `json`) to `path`; the answer is
 * read like apiGet's (parsed with `answer`, failures as results), with the
 * POST fallback message 'Something went wrong'.
 */
export function apiPost<S extends z.ZodType>(
  path: string,
  body: Body,
  answer: S,
  options: ApiOptions = {},
): Promise<ApiResult<AnswerData<S>>> {
  return request('POST', path, body, answer, options);
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
