/**
 * Who may import cars (issue 12 item 2; docs/decisions/024-dealer-import.md):
 * a signed-in user is a dealer when a dealer's registered mobile
 * (`dealers.mobile`) is their own mobile (`users.mobile`).
 */
import type { Db } from '../../db/database.ts';

/** The dealership registered with user `userId`'s mobile. */
export interface ImportingDealer {
  id: number;
  firmName: string;
  /** Ten digits: the dealer's registered mobile, which is the user's own. */
  mobile: string;
}

/** The dealership registered with user `userId`'s mobile, or undefined for anyone else. */
export async function importingDealer(
  db: Db,
  userId: number,
): Promise<ImportingDealer | undefined> {
  const row = await db
    .selectFrom('dealers as d')
    .innerJoin('users as u', 'u.mobile', 'd.mobile')
    .select(['d.id', 'd.firm_name', 'd.mobile'])
    .where('u.id', '=', userId)
    .orderBy('d.id')
    .executeTakeFirst();
  return row && { id: row.id, firmName: row.firm_name, mobile: row.mobile };
}
