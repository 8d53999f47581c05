/**
 * Logout's call (docs/product.md#sign-in-calls, #sessions), which every
 * page's start carries (the account menus). The login dialog's calls
 * (ReSendOTP, VerifyOTP, the token endpoint) are sign-in-calls.ts', loaded
 * with the dialog.
 */

import { PRODUCT } from '#shared/brand.ts';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import { apiPost } from '#web/lib/api-client.ts';

const BASE = `/api/${PRODUCT}ClientLogin`;

/**
 * Revokes `token` on the server. Fire and forget: the caller clears the session
 * whatever the answer (docs/product.md#sessions).
 */
export function revokeToken(token: string): void {
  void apiPost<typeof EmptyAnswerSchema>(`${BASE}/Logout`, {}, { token, on401: 'return' }).catch(
    () => undefined,
  );
}
