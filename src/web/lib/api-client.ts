/**
 * The shared API helpers (docs/product.md#api-conventions): GET and POST
 * (form-encoded by default, JSON optional) with the Bearer token from
 * localStorage, answering `{ succ, data, msg, status }` and never throwing.
 * Failure message: the first of error_description, error, Message, else
 * 'Something went wrong!' (POST: 'Something went wrong'). A 401 clears
 * localStorage and sends the browser to / after 1 second
 * (docs/product.md#sessions) unless `on401` is 'return'.
 */
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { MSG } from '#shared/messages.ts';

export interface ApiResult<T> {
  succ: boolean;
  data: T;
  msg: string;
  status: number;
  /** The whole parsed response body (e.g. for `NextCursor` beside `Data`); absent on network failure. */
  raw?: unknown;
}

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

export function storedToken(): string | null {
  if (typeof localStorage === 'undefined') return null; // the server render
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function expireSession(): void {
  localStorage.clear();
  setTimeout(() => window.location.assign('/'), 1000);
}

type Body = Record<string, string | number | boolean | null | undefined>;

function encodeForm(body: Body): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body))
    params.append(k, v === null || v === undefined ? '' : String(v));
  return params.toString();
}

function failureMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['error_description', 'error', 'Message', 'message']) {
      if (typeof b[key] === 'string' && b[key]) return b[key] as string;
    }
  }
  return fallback;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: Body | undefined,
  options: ApiOptions,
): Promise<ApiResult<T>> {
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
    return { succ: false, data: null as T, msg: fallback, status: 0 };
  }
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    parsed = null;
  }
  if (res.status === 401) {
    if ((options.on401 ?? 'logout') === 'logout') expireSession();
    return {
      succ: false,
      data: null as T,
      msg: failureMessage(parsed, fallback),
      status: 401,
      raw: parsed,
    };
  }
  const b = (parsed ?? {}) as Record<string, unknown>;
  if (!res.ok || ((options.checkSuccess ?? true) && b.Success === false)) {
    return {
      succ: false,
      data: (b.Data ?? null) as T,
      msg: failureMessage(parsed, fallback),
      status: res.status,
      raw: parsed,
    };
  }
  const msg = typeof b.Message === 'string' && b.Message ? b.Message : MSG.successfully;
  return {
    succ: true,
    data: ('Data' in b ? b.Data : parsed) as T,
    msg,
    status: res.status,
    raw: parsed,
  };
}

export function apiGet<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  return request<T>('GET', path, undefined, options);
}

export function apiPost<T>(
  path: string,
  body: Body,
  options: ApiOptions = {},
): Promise<ApiResult<T>> {
  return request<T>('POST', path, body, options);
}

/** For React Query fetchers: the data, or an Error carrying the message. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const r = await result;
  if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
  return r.data;
}

export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }
}
