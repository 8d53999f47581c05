/**
 * A checksum of every table of a test database, plus the names of the photo
 * files, cheap enough to take after each of thousands of fuzz requests. Per
 * table: the row count and the sum of a 32-bit hash of each row's full text
 * (every column, NULLs and types included), computed inside the database.
 * Tables are listed from the database itself (sqlite_master /
 * information_schema), so a table a later migration adds is covered too.
 *
 * Hashing ~6,500 catalogue rows after every request would dominate the run,
 * so a cheap, sound detector says first which tables may have changed and
 * only those are hashed again:
 * - SQLite: `PRAGMA data_version` of a second, read-only connection to the
 *   same file moves whenever another connection commits a change; that
 *   connection also carries the crc32 function SQLite lacks;
 * - PostgreSQL: a sequence that a statement trigger on every table advances
 *   says whether anything was written at all; then, per table, the row count
 *   and the newest `xmin` (every committed insert or update writes a row
 *   version with a newer transaction id; a delete lowers the count) say
 *   which; content hashed with `hashtext`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { crc32 } from 'node:zlib';
import { sql } from 'kysely';
import type { Db, DbKind } from '../db/database.ts';

/** Table name -> "rows:sum of row hashes"; FILES -> the photo files' names. */
export type DataState = ReadonlyMap<string, string>;

/** The pseudo-table holding the photo files' names (keys are random, never reused). */
export const FILES = 'photo files';

export interface Checksummer {
  take(): Promise<DataState>;
  close(): void;
}

/** The parts (table names, or FILES) whose checksum differs between `a` and `b`. */
export function changedParts(a: DataState, b: DataState): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((n) => a.get(n) !== b.get(n)).sort();
}

/** Every file and folder name under `root`, sorted and joined ('' when it is missing). */
export function photoFileNames(root: string): string {
  if (!fs.existsSync(root)) return '';
  return (fs.readdirSync(root, { recursive: true }) as string[]).sort().join('\n');
}

const quoteId = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteText = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function sqliteTables(
  db: Db,
): Promise<((into: Map<string, string>) => void) & { close(): void }> {
  const list = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  const file = list.rows.find((r) => r.name === 'main')?.file;
  if (!file) throw new Error('the SQLite test database has no file');
  const raw = new DatabaseSync(file, { readOnly: true });
  raw.function('row_crc', { deterministic: true }, (text) => crc32(String(text)));
  const statements = new Map<string, StatementSync>();
  const checksumOf = (table: string) => {
    let stmt = statements.get(table);
    if (!stmt) {
      const columns = raw.prepare(`pragma table_info(${quoteId(table)})`).all() as {
        name: string;
      }[];
      const row = columns.map((c) => `quote(${quoteId(c.name)})`).join(` || '|' || `);
      stmt = raw.prepare(
        `select count(*) || ':' || coalesce(sum(row_crc(${row})), 0) as c from ${quoteId(table)}`,
      );
      statements.set(table, stmt);
    }
    return String((stmt.get() as { c: string }).c);
  };
  const listTables = raw.prepare(`select name from sqlite_master where type = 'table'`);
  const dataVersion = raw.prepare('pragma data_version');
  let seenVersion: unknown;
  let last = new Map<string, string>();
  return Object.assign(
    (into: Map<string, string>) => {
      const version = (dataVersion.get() as { data_version: number }).data_version;
      if (version !== seenVersion) {
        last = new Map();
        for (const { name } of listTables.all() as { name: string }[]) {
          last.set(name, checksumOf(name));
        }
        seenVersion = version;
      }
      for (const [name, c] of last) into.set(name, c);
    },
    { close: () => raw.close() },
  );
}

async function postgresTables(db: Db): Promise<(into: Map<string, string>) => Promise<void>> {
  const list = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const tables = list.rows.map((r) => r.name);
  await watchForChanges(db, tables);
  const markerQuery = tables
    .map(
      (name) =>
        `select ${quoteText(name)} as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as c from ${quoteId(name)}`,
    )
    .join(' union all ');
  const markers = new Map<string, string>();
  const checksums = new Map<string, string>();
  let seenChanges = '';
  return async (into) => {
    const changes = await sql<{
      n: string;
    }>`select last_value || ':' || is_called as n from ${sql.id(CHANGES)}`.execute(db);
    const n = changes.rows[0]?.n ?? '';
    if (n !== seenChanges) {
      seenChanges = n;
      const now = await sql.raw<{ name: string; c: string }>(markerQuery).execute(db);
      const moved = now.rows.filter((r) => markers.get(r.name) !== r.c);
      if (moved.length > 0) {
        const hashQuery = moved
          .map(
            ({ name }) =>
              `select ${quoteText(name)} as name, count(*) || ':' || coalesce(sum(hashtext(r::text)), 0) as c from ${quoteId(name)} r`,
          )
          .join(' union all ');
        const hashed = await sql.raw<{ name: string; c: string }>(hashQuery).execute(db);
        for (const r of hashed.rows) checksums.set(r.name, r.c);
        for (const r of moved) markers.set(r.name, r.c);
      }
    }
    for (const [name, c] of checksums) into.set(name, c);
  };
}

/** The sequence every write to a watched table advances (PostgreSQL). */
const CHANGES = 'checksum_changes';

/**
 * PostgreSQL: a statement trigger on each of `tables` advances one sequence,
 * so a take that finds it unmoved skips scanning every table. A sequence is
 * not rolled back with its transaction: a refused write may move it too,
 * which only costs a scan, never a missed change. Test schemas only.
 */
async function watchForChanges(db: Db, tables: string[]): Promise<void> {
  await sql`create sequence if not exists ${sql.id(CHANGES)}`.execute(db);
  await sql
    .raw(`create or replace function checksum_count_change() returns trigger language plpgsql as $$
      begin perform nextval(${quoteText(CHANGES)}); return null; end $$`)
    .execute(db);
  for (const name of tables) {
    await sql
      .raw(`create or replace trigger checksum_count_change
        after insert or update or delete or truncate on ${quoteId(name)}
        for each statement execute function checksum_count_change()`)
      .execute(db);
  }
}

/** A checksummer over `db` (of kind `kind`) and the photo folder under `dataDir`. */
export async function openChecksummer(t: {
  db: Db;
  kind: DbKind;
  dataDir: string;
}): Promise<Checksummer> {
  const photos = path.join(t.dataDir, 'photos');
  if (t.kind === 'sqlite') {
    const fill = await sqliteTables(t.db);
    return {
      async take() {
        const state = new Map<string, string>();
        fill(state);
        state.set(FILES, photoFileNames(photos));
        return state;
      },
      close: () => fill.close(),
    };
  }
  const fill = await postgresTables(t.db);
  return {
    async take() {
      const state = new Map<string, string>();
      await fill(state);
      state.set(FILES, photoFileNames(photos));
      return state;
    },
    close() {},
  };
}
