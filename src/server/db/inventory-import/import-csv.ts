/**
 * Reads one CSV file of an inventory import into records keyed by lower-case
 * column name, each with its line number. A header row is required and must
 * hold every column in `columns`; other columns are ignored.
 */
import { parse } from 'csv-parse/sync';
import type { ImportFile } from '#shared/schemas/dealer-import.ts';
import type { ImportProblems } from './import-error.ts';

export interface CsvRecord {
  /** Line of the file the record ends on (the header is line 1). */
  line: number;
  values: Record<string, string>;
}

/**
 * Parses `text` (UTF-8, optional BOM, comma-separated, double-quoted fields);
 * empty lines are skipped and every value is trimmed. Problems (syntax,
 * missing columns) go to `problems` under `file`; the records read so far are
 * returned (none when the header is wrong).
 */
export function readCsv(
  file: ImportFile,
  text: string,
  columns: readonly string[],
  problems: ImportProblems,
): CsvRecord[] {
  let rows: { record: Record<string, string>; info: { lines: number } }[];
  try {
    rows = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
    });
  } catch (err) {
    const e = err as { lines?: number; message?: string };
    problems.add(file, e.lines ?? 1, undefined, e.message ?? String(err));
    return [];
  }
  if (rows.length === 0) {
    const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
    if (header.trim() === '') {
      problems.add(file, 1, undefined, `the header row is missing (${columns.join(',')})`);
      return [];
    }
    const present = new Set(header.split(',').map((h) => h.trim().toLowerCase()));
    checkColumns(file, present, columns, problems);
    return [];
  }
  const present = new Set(Object.keys(rows[0].record));
  if (!checkColumns(file, present, columns, problems)) return [];
  return rows.map((r) => ({ line: r.info.lines, values: r.record }));
}

function checkColumns(
  file: ImportFile,
  present: Set<string>,
  columns: readonly string[],
  problems: ImportProblems,
): boolean {
  const missing = columns.filter((c) => !present.has(c));
  if (missing.length === columns.length) {
    // Not one of its columns: most likely another file (the two swapped).
    problems.add(
      file,
      1,
      undefined,
      `the header row has none of the columns of ${file} (${columns.join(',')}); is this the right file?`,
    );
    return false;
  }
  for (const column of missing) problems.add(file, 1, column, 'missing column');
  return missing.length === 0;
}
