/** The one client reads every answer the same way: typed by the route's schema, its envelope checked, failures reported one way. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { type EmptyAnswerSchema, envelope } from '#shared/schemas/api.ts';
import type { TokenResponseSchema } from '#shared/schemas/auth.ts';
import type { LookupListAnswerSchema } from '#shared/schemas/lookup.ts';
import { ApiError, apiGet, apiPost, setApiTransport, unwrap } from './api-client.ts';

/** The lookup routes' own answer schema (the one the server declares for 200). */
type LOOKUPS = typeof LookupListAnswerSchema;

/** Answers every request with `status` and `body`, as the server would. */
function answerWith(status: number, body: unknown) {
  setApiTransport(async () => ({
    status,
    ok: status >= 200 && status < 300,
    json: async () => body,
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
  setApiTransport((path, init) => fetch(path, init));
});

describe('apiGet', () => {
  it("answers the Data of an answer typed by the route's schema", async () => {
    answerWith(200, { Success: true, Message: 'Success', Data: [{ Value: '1', Text: 'Gujarat' }] });
    await expect(unwrap(apiGet<LOOKUPS>('/api/Common/statenamedata'))).resolves.toEqual([
      { Value: '1', Text: 'Gujarat' },
    ]);
  });

  it.each([
    ['a page that is not JSON (a proxy answering 200)', null],
    ['a list instead of an answer', [{ Value: '1' }]],
    [
      'an envelope whose Success is not a boolean',
      { Success: 'yes', Message: 'Success', Data: [] },
    ],
    ['an envelope without Data', { Success: true, Message: 'Success' }],
    ['an envelope whose Message is not text', { Success: true, Message: 1, Data: [] }],
  ])('refuses %s: the generic message, and a warning naming the path', async (_, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith(200, body);
    const r = await apiGet<LOOKUPS>('/api/Common/companydata');
    expect(r).toMatchObject({ succ: false, data: null, msg: MSG.somethingWrong, status: 200 });
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('/api/Common/companydata');
  });

  it("keeps the parsed Data of a refusal answered 2xx, and the server's message", async () => {
    const answer = envelope(z.array(z.object({ Rand: z.string() })));
    answerWith(200, { Success: false, Message: 'Lead Already Exists', Data: [{ Rand: 'R' }] });
    await expect(apiGet<typeof answer>('/api/x')).resolves.toMatchObject({
      succ: false,
      data: [{ Rand: 'R' }],
      msg: 'Lead Already Exists',
    });
  });

  it("answers a refused request's message without parsing its body as a success", async () => {
    answerWith(400, { Success: false, Message: 'Enter valid mobile number.', Data: null });
    await expect(apiGet<LOOKUPS>('/api/x')).resolves.toMatchObject({
      succ: false,
      data: null,
      status: 400,
      msg: 'Enter valid mobile number.',
    });
  });
});

describe('apiPost', () => {
  it('refuses a body that is not an answer with the POST message, and unwrap throws it as an ApiError', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith(200, 'Saved');
    const r = apiPost<typeof EmptyAnswerSchema>('/api/x', { a: 1 });
    await expect(r).resolves.toMatchObject({
      succ: false,
      data: null,
      msg: MSG.somethingWrongPost,
    });
    await expect(unwrap(apiPost<typeof EmptyAnswerSchema>('/api/x', {}))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('answers the whole parsed body of an answer without Data (the token endpoint)', async () => {
    const token = { access_token: 't', token_type: 'bearer', expires_in: 3600 };
    answerWith(200, token);
    const r = await apiPost<typeof TokenResponseSchema>('/login', {}, { checkSuccess: false });
    expect(r.succ && r.data.access_token).toBe('t');
  });

  it('answers a request that got no answer with the generic message and status 0', async () => {
    setApiTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiPost<typeof EmptyAnswerSchema>('/api/x', {})).resolves.toEqual({
      succ: false,
      data: null,
      msg: MSG.somethingWrongPost,
      status: 0,
    });
  });
});
