import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { MSG } from '#shared/messages.ts';
import { envelope } from '#shared/schemas/api.ts';
import { postFormWithProgress } from './post-form-with-progress.ts';

class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: string) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The answer schema of the posts here: `Data` is `{ Rand }`. */
const SAVED = envelope(z.object({ Rand: z.string() }));

describe('postFormWithProgress', () => {
  it('posts form-encoded with the Bearer token and reports upload progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const progress: number[] = [];
    const p = postFormWithProgress<typeof SAVED>(
      '/api/x',
      { a: '1', photo: 'ab+c/=' },
      {
        onProgress: (f) => progress.push(f),
      },
    );
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(xhr.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(xhr.body).get('photo')).toBe('ab+c/=');
    xhr.respond(200, { Success: true, Message: 'Vehicle Added Successfully', Data: { Rand: 'R' } });
    await expect(p).resolves.toMatchObject({
      succ: true,
      msg: 'Vehicle Added Successfully',
      data: { Rand: 'R' },
    });
    expect(progress).toEqual([0.5, 1]);
  });

  it('answers the server Message on Success false', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const p = postFormWithProgress<typeof SAVED>('/api/x', {});
    FakeXhr.last?.respond(409, { Success: false, Message: 'This vehicle is already listed.' });
    await expect(p).resolves.toMatchObject({
      succ: false,
      status: 409,
      msg: 'This vehicle is already listed.',
    });
  });

  it('on 401 clears storage and schedules the trip to / after 1 s (the shared helpers rule)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const p = postFormWithProgress<typeof SAVED>('/api/x', {});
    FakeXhr.last?.respond(401, { Success: false, Message: 'Unauthorized' });
    await expect(p).resolves.toMatchObject({ succ: false, status: 401 });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(vi.getTimerCount()).toBe(1);
    // jsdom cannot navigate: drop the pending redirect.
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it("refuses a body that is not an answer the client's way: the generic message, one warning", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const p = postFormWithProgress<typeof SAVED>('/api/upload', {});
    FakeXhr.last?.respond(200, { Success: 'true', Message: 'Saved', Data: { Rand: 7 } });
    await expect(p).resolves.toMatchObject({
      succ: false,
      data: null,
      status: 200,
      msg: MSG.somethingWrongPost,
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('/api/upload');
  });

  it('answers a request that got no answer like the client: the generic message, status 0', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const p = postFormWithProgress<typeof SAVED>('/api/x', {});
    FakeXhr.last?.onerror?.();
    await expect(p).resolves.toEqual({
      succ: false,
      data: null,
      msg: MSG.somethingWrongPost,
      status: 0,
    });
  });
});
