/**
 * Search filters hold lookup ids as numbers; LookupSelect works with
 * `{ Value, Text }` options. An option built from an id alone has no Text:
 * LookupSelect shows the loaded option's label for it.
 */
import type { LookupOption } from '#shared/schemas/lookup.ts';

export const idOption = (id: number | null): LookupOption | null =>
  id === null ? null : { Value: String(id), Text: '' };

export function optionId(o: LookupOption | null): number | null {
  const n = o ? Number(o.Value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
