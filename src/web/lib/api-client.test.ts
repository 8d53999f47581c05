/** The one client reads every answer the same way: parsed with the route's schema, failures reported one way. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema, envelope } from '#shared/schemas/api.ts';
import { TokenResponseSchema } from '#shared/schemas/auth.ts';
import { LookupListAnswerSchema } from '#shared/schemas/lookup.ts';
import { ApiError, apiGet, apiPost, setApiTransport, unwrap } from './api-client.ts';

/** The lookup routes' own answer schema (the one the server declares for 200). */
const LOOKUPS = LookupListAnswerSchema;

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
  it("answers the parsed Data of an answer that fits the route's schema", async () => {
    answerWith(200, { Success: true, Message: 'Success', Data: [{ Value: '1', Text: 'Gujarat' }] });
    await expect(unwrap(apiGet('/api/Common/statenamedata', LOOKUPS))).resolves.toEqual([
      { Value: '1', Text: 'Gujarat' },
    ]);
  });

  it('refuses an answer that does not fit: the generic message, and a warning naming the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith(200, { Success: true, Message: 'Success', Data: [{ Value: 1 }] });
    const r = await apiGet('/api/Common/companydata', LOOKUPS);
    expect(r).toMatchObject({ succ: false, data: null, msg: MSG.somethingWrong, status: 200 });
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('/api/Common/companydata');
  });

  it("keeps the parsed Data of a refusal answered 2xx, and the server's message", async () => {
    const answer = envelope(z.array(z.object({ Rand: z.string() })));
    answerWith(200, { Success: false, Message: 'Lead Already Exists', Data: [{ Rand: 'R' }] });
    await expect(apiGet('/api/x', answer)).resolves.toMatchObject({
      succ: false,
      data: [{ Rand: 'R' }],
      msg: 'Lead Already Exists',
    });
  });

  it("answers a refused request's message without parsing its body as a success", async () => {
    answerWith(400, { Success: false, Message: 'Enter valid mobile number.', Data: null });
    await expect(apiGet('/api/x', LOOKUPS)).resolves.toMatchObject({
      succ: false,
      data: null,
      status: 400,
      msg: 'Enter valid mobile number.',
    });
  });
});

describe('apiPost', () => {
  it('refuses an answer that does not fit with the POST message, and unwrap throws it as an ApiError', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith(200, { Success: true, Message: 'Saved', Data: { unexpected: true } });
    const r = apiPost('/api/x', { a: 1 }, EmptyAnswerSchema);
    await expect(r).resolves.toMatchObject({
      succ: false,
      data: null,
      msg: MSG.somethingWrongPost,
    });
    await expect(unwrap(apiPost('/api/x', {}, EmptyAnswerSchema))).rejects.toBeInstanceOf(ApiError);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('answers the whole parsed body of an answer without Data (the token endpoint)', async () => {
    const token = { access_token: 't', token_type: 'bearer', expires_in: 3600 };
    answerWith(200, token);
    const r = await apiPost('/login', {}, TokenResponseSchema, { checkSuccess: false });
    expect(r.succ && r.data.access_token).toBe('t');
  });

  it('answers a request that got no answer with the generic message and status 0', async () => {
    setApiTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiPost('/api/x', {}, EmptyAnswerSchema)).resolves.toEqual({
      succ: false,
      data: null,
      msg: MSG.somethingWrongPost,
      status: 0,
    });
  });
});
