/** Issuing login tickets (VerifyOTP's Data, which becomes the Password of the next call; docs/product.md#sign-in-calls). */
import type { Db } from '../../db/database.ts';
import { LOGIN_TICKET_TTL_MS } from './auth-limits.ts';
import { newOpaqueToken, tokenHash } from './secrets.ts';
import { insertLoginTicket } from './tickets.repository.ts';

/** Stores a new single-use ticket for `mobile`, valid LOGIN_TICKET_TTL_MS from `now`; answers the ticket. */
export async function issueLoginTicket(db: Db, mobile: string, now: Date): Promise<string> {
  const ticket = newOpaqueToken();
  await insertLoginTicket(db, {
    ticketHash: tokenHash(ticket),
    mobile,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LOGIN_TICKET_TTL_MS).toISOString(),
  });
  return ticket;
}
