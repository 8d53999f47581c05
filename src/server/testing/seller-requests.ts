/**
 * Requests as the web sends them for a signed-in user, for tests (not a
 * test file itself): the seller routes' bases, form-encoded POSTs and GETs
 * with a Bearer token.
 */
import type { App } from '../app.ts';
import { bearer } from './auth-test-helpers.ts';

export const SELL = '/api/CarSetuClientSellInquiry';
export const IMAGES = '/api/CarSetuClientSellimages';
export const PROFILE_SAVE = '/api/ClientCarSetuProfile/AddCarSetuClientProfile';

type Fields = Record<string, string | number | undefined>;

/** The form-encoded text of `body` (undefined values left out). */
export function formText(body: Fields): string {
  return new URLSearchParams(
    Object.entries(body).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
}

/** POST `url` form-encoded with the Bearer token. */
export function postAs(app: App, token: string, url: string, body: Fields) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: formText(body),
  });
}

/** GET `url` with the Bearer token. */
export function getAs(app: App, token: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}
