/**
 * Errors of an inventory import (docs/product.md#catalogue-and-demo-data: dealer
 * inventory enters through CSV). Every message names the file, the line and
 * the field, e.g. `cars.csv line 14, model: "Swiftt" is not a model of Maruti Suzuki`.
 */

/** Most messages an ImportError carries; the rest are counted in `total`. */
export const MAX_IMPORT_MESSAGES = 50;

/** The import was refused and nothing was written; `messages` lists why (at most 50). */
export class ImportError extends Error {
  override name = 'ImportError';
  readonly messages: string[];
  /** How many problems were found in all (may exceed `messages.length`). */
  readonly total: number;

  constructor(messages: string[], total = messages.length) {
    const shown = messages.slice(0, MAX_IMPORT_MESSAGES);
    const more = total > shown.length ? `\n... and ${total - shown.length} more` : '';
    super(
      `Import refused (${total} problem${total === 1 ? '' : 's'}):\n${shown.join('\n')}${more}`,
    );
    this.messages = shown;
    this.total = total;
  }
}

/** Collects problems as `${file} line ${line}, ${field}: ${text}`; throws them all at once. */
export class ImportProblems {
  readonly list: string[] = [];

  /** Records one problem; `field` may be omitted for whole-line or whole-file problems. */
  add(file: string, line: number, field: string | undefined, text: string): void {
    this.list.push(
      field ? `${file} line ${line}, ${field}: ${text}` : `${file} line ${line}: ${text}`,
    );
  }

  /** Throws ImportError when any problem was recorded. */
  throwIfAny(): void {
    if (this.list.length > 0) throw new ImportError(this.list, this.list.length);
  }
}
