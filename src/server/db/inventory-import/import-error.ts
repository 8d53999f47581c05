/**
 * Errors of an inventory import (docs/product.md#catalogue-and-demo-data: dealer
 * inventory enters through CSV). Every message names the file, the line and
 * the field, e.g. `cars.csv line 14, model: "Swiftt" is not a model of Maruti Suzuki`;
 * each problem also keeps those parts apart, for the web's row-by-row report
 * (issue 12 item 2; docs/decisions/024-dealer-import.md).
 */
import type { ImportFile } from '#shared/schemas/dealer-import.ts';

/** Most messages an ImportError carries; the rest are counted in `total`. */
export const MAX_IMPORT_MESSAGES = 50;

/** One problem: where (file, line, column) and what. */
export interface ImportProblem {
  file: ImportFile;
  /** Line of the file (the header is line 1). */
  line: number;
  /** The column at fault; undefined for a whole line or file. */
  field?: string;
  /** What is wrong, e.g. `"Swiftt" is not a model of Maruti Suzuki`. */
  text: string;
  /** `${file} line ${line}, ${field}: ${text}` (or without the field). */
  message: string;
}

/** The problem at `file` line `line`, column `field` (if any): `text`. */
export function importProblem(
  file: ImportFile,
  line: number,
  field: string | undefined,
  text: string,
): ImportProblem {
  const message = field
    ? `${file} line ${line}, ${field}: ${text}`
    : `${file} line ${line}: ${text}`;
  return { file, line, field, text, message };
}

/** The import was refused and nothing was written; `messages` lists why (at most 50). */
export class ImportError extends Error {
  override name = 'ImportError';
  /** The first problems, at most MAX_IMPORT_MESSAGES, in the order found. */
  readonly problems: ImportProblem[];
  /** Their messages. */
  readonly messages: string[];
  /** How many problems were found in all (may exceed `messages.length`). */
  readonly total: number;
  /** How many lines (of either file) have a problem, over all of them. */
  readonly rows: number;

  /** `all`: every problem found (the error keeps the first 50 and counts the rest). */
  constructor(all: ImportProblem[]) {
    const shown = all.slice(0, MAX_IMPORT_MESSAGES);
    const total = all.length;
    const messages = shown.map((p) => p.message);
    const more = total > shown.length ? `\n... and ${total - shown.length} more` : '';
    super(
      `Import refused (${total} problem${total === 1 ? '' : 's'}):\n${messages.join('\n')}${more}`,
    );
    this.problems = shown;
    this.messages = messages;
    this.total = total;
    this.rows = new Set(all.map((p) => `${p.file}:${p.line}`)).size;
  }
}

/** Collects problems as `${file} line ${line}, ${field}: ${text}`; throws them all at once. */
export class ImportProblems {
  readonly all: ImportProblem[] = [];

  /** Records one problem; `field` may be omitted for whole-line or whole-file problems. */
  add(file: ImportFile, line: number, field: string | undefined, text: string): void {
    this.all.push(importProblem(file, line, field, text));
  }

  /** Problems recorded so far. */
  get count(): number {
    return this.all.length;
  }

  /** Throws ImportError when any problem was recorded. */
  throwIfAny(): void {
    if (this.all.length > 0) throw new ImportError(this.all);
  }
}
