/**
 * Opaque keyset cursors (`NextCursor` out, `cursor` in; docs/decisions/002):
 * base64url of a small JSON tuple, checked with zod on the way back in. A
 * cursor that does not decode answers 400 'cursor: Invalid cursor'.
 */
import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { SEARCH_SORTS, type SearchSort } from '#shared/schemas/search.ts';
import { AppError } from '../../http/app-error.ts';

const int = z.number().int().min(0).max(2_147_483_647);

/** Where the Home walk stopped: the day's pivot, whether it wrapped, and the last row's (shuffle, id). */
export interface HomePosition {
  pivot: number;
  wrapped: boolean;
  shuffle: number;
  id: number;
}

/** Where a search walk stopped: the sort, the last row's sort value and id. */
export interface SearchPosition {
  sort: SearchSort;
  key: number;
  id: number;
}

const HomeTuple = z.tuple([z.literal('h'), int, z.union([z.literal(0), z.literal(1)]), int, int]);
const SearchTuple = z.tuple([z.literal('s'), z.enum(SEARCH_SORTS), int, int]);

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode<T>(cursor: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError(400, MSG.invalidCursor);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError(400, MSG.invalidCursor);
  return parsed.data;
}

/** Opaque cursor for a Home position. */
export function encodeHomeCursor(p: HomePosition): string {
  return encode(['h', p.pivot, p.wrapped ? 1 : 0, p.shuffle, p.id]);
}

/** The Home position in `cursor`; throws AppError 400 when it is not one. */
export function decodeHomeCursor(cursor: string): HomePosition {
  const [, pivot, wrapped, shuffle, id] = decode(cursor, HomeTuple);
  return { pivot, wrapped: wrapped === 1, shuffle, id };
}

/** Opaque cursor for a search position. */
export function encodeSearchCursor(p: SearchPosition): string {
  return encode(['s', p.sort, p.key, p.id]);
}

/**
 * The search position in `cursor`; throws AppError 400 when it is not one or
 * was made for another sort than `sort`.
 */
export function decodeSearchCursor(cursor: string, sort: SearchSort): SearchPosition {
  const [, cursorSort, key, id] = decode(cursor, SearchTuple);
  if (cursorSort !== sort) throw new AppError(400, MSG.invalidCursor);
  return { sort: cursorSort, key, id };
}
