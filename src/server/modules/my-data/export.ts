/**
 * Everything CarSetu holds on an account (issue 44 part 4;
 * docs/privacy.md#my-data): every table's rows that belong to it
 * (account-tables.ts), as { table: rows }, without secrets kept as hashes
 * and without rendered bytes. Rows come as stored (ids, ISO times); a table
 * with none is left out.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ACCOUNT_TABLES, type AccountLink, NOT_EXPORTED } from './account-tables.ts';

export type AccountExport = Record<string, Record<string, unknown>[]>;

/** The account's ids to find rows by: its user id, mobile, listings and the leads they received. */
interface Owner {
  userId: number;
  mobile: string;
  listingIds: number[];
  leadIds: number[];
}

async function ownerOf(db: Db, userId: number): Promise<Owner> {
  const user = await db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const listings = await db
    .selectFrom('listings')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  const listingIds = listings.map((l) => l.id);
  const leads = listingIds.length
    ? await db.selectFrom('leads').select('id').where('listing_id', 'in', listingIds).execute()
    : [];
  return { userId, mobile: user.mobile, listingIds, leadIds: leads.map((l) => l.id) };
}

/** The values a link matches for `owner` (none: the link finds no rows). */
function valuesOf(link: Exclude<AccountLink, { kind: 'none' }>, owner: Owner): (number | string)[] {
  switch (link.kind) {
    case 'user':
      return [owner.userId];
    case 'mobile':
      return [owner.mobile];
    case 'listing':
      return owner.listingIds;
    case 'lead':
      return owner.leadIds;
  }
}

/** Every row of user `userId`, by table. */
export async function exportAccount(db: Db, userId: number): Promise<AccountExport> {
  const owner = await ownerOf(db, userId);
  const out: AccountExport = {};
  for (const [table, links] of Object.entries(ACCOUNT_TABLES)) {
    const rows = new Map<string, Record<string, unknown>>();
    for (const link of links) {
      if (link.kind === 'none') continue;
      const values = valuesOf(link, owner);
      if (values.length === 0) continue;
      const found = (
        await sql<
          Record<string, unknown>
        >`select * from ${sql.table(table)} where ${sql.ref(link.column)} in (${sql.join(values)})`.execute(
          db,
        )
      ).rows;
      for (const row of found) rows.set(JSON.stringify(row, replacer), row);
    }
    if (rows.size) {
      out[table] = [...rows.values()].map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => !NOT_EXPORTED.test(column))),
      );
    }
  }
  return out;
}

/** JSON.stringify's replacer for a row's key: bytes and bigints as text. */
function replacer(_key: string, value: unknown) {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return `bytes:${value.length}`;
  return value;
}

/** Whom the account's leads went to: each seller (a dealer's firm, or a private seller's name) and when, newest first. */
export async function sharedWith(
  db: Db,
  userId: number,
): Promise<{ seller: string; at: string }[]> {
  const user = await db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('leads as l')
    .innerJoin('listings as li', 'li.id', 'l.listing_id')
    .leftJoin('dealers as d', 'd.id', 'li.dealer_id')
    .leftJoin('profiles as p', 'p.user_id', 'li.user_id')
    .select(['d.firm_name', 'p.name', 'l.created_at'])
    .where('l.mobile', '=', user.mobile)
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((r) => ({ seller: r.firm_name ?? r.name ?? '', at: r.created_at }));
}

/**
 * The export as a readable text file: each table under its heading (what
 * account-tables.ts says it holds), each row as "column: value" lines.
 */
export function readableExport(data: AccountExport, headings: Record<string, string>): string {
  const lines: string[] = [];
  for (const [table, rows] of Object.entries(data)) {
    lines.push(`== ${headings[table] ?? table} (${table}) ==`, '');
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        lines.push(`${column}: ${value === null ? '' : String(value)}`);
      }
      lines.push('');
    }
  }
  return lines.join('\n');
}
