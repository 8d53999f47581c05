/** Login tickets: VerifyOTP's single-use Data, exchanged at /login (stored as SHA-256 hashes). */
import type { Db } from '../../db/database.ts';

export interface NewTicket {
  ticketHash: string;
  mobile: string;
  createdAt: string;
  expiresAt: string;
}

/** Stores a new, unused ticket. */
export async function insertLoginTicket(db: Db, t: NewTicket): Promise<void> {
  await db
    .insertInto('login_tickets')
    .values({
      ticket_hash: t.ticketHash,
      mobile: t.mobile,
      created_at: t.createdAt,
      expires_at: t.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Uses the ticket with `ticketHash` issued to `mobile` if it is unused and
 * unexpired at `nowIso`; true when this call used it (single use even under
 * concurrent requests). A wrong mobile leaves the ticket untouched.
 */
export async function useLoginTicket(
  db: Db,
  ticketHash: string,
  mobile: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('login_tickets')
    .set({ used_at: nowIso })
    .where('ticket_hash', '=', ticketHash)
    .where('mobile', '=', mobile)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes tickets that expired before `beforeIso` (index login_tickets_expires). */
export async function pruneLoginTickets(db: Db, beforeIso: string): Promise<void> {
  await db.deleteFrom('login_tickets').where('expires_at', '<', beforeIso).execute();
}
