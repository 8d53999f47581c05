/** session.ts: the signed-in user's own calls: a 401 ends the session quietly; failures throw one way. */
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  retryUnless4xx,
  retryUnless401,
  startSession,
  unwrapSignedIn,
  useSession,
} from './session.ts';

describe('unwrapSignedIn', () => {
  it('answers the data of a success and keeps the session', async () => {
    startSession('token-1');
    await expect(
      unwrapSignedIn({ succ: true, data: [1, 2], msg: 'Success', status: 200 }),
    ).resolves.toEqual([1, 2]);
    expect(useSession.getState().signedIn).toBe(true);
  });

  it('throws an ApiError on a refusal, and a 401 first ends the session quietly', async () => {
    startSession('token-1');
    const refused = unwrapSignedIn(
      Promise.resolve({ succ: false, data: null, msg: 'No such car', status: 404 }),
    );
    await expect(refused).rejects.toEqual(new ApiError('No such car', 404, null));
    expect(useSession.getState().signedIn).toBe(true);

    const expired = unwrapSignedIn({ succ: false, data: null, msg: 'Unauthorized', status: 401 });
    await expect(expired).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(useSession.getState()).toMatchObject({ signedIn: false, ended: 'expired' });
  });
});

describe('retries', () => {
  it('retries once, never after a 401 (retryUnless401) or any 4xx (retryUnless4xx)', () => {
    const failed = (status: number) => new ApiError('x', status, null);
    expect(retryUnless401(0, failed(500))).toBe(true);
    expect(retryUnless401(0, failed(404))).toBe(true);
    expect(retryUnless401(0, failed(401))).toBe(false);
    expect(retryUnless401(1, failed(500))).toBe(false);
    expect(retryUnless4xx(0, failed(0))).toBe(true);
    expect(retryUnless4xx(0, failed(404))).toBe(false);
    expect(retryUnless4xx(0, new Error('offline'))).toBe(true);
    expect(retryUnless4xx(1, failed(503))).toBe(false);
  });
});
