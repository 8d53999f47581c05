/**
 * The columns of the two CSV files of an inventory import (import-inventory.ts
 * describes them). A header row must name every one; others are ignored.
 * They live in the shared schema, so the web's Import cars screen shows the
 * very header rows checked here.
 */
export {
  CAR_COLUMNS,
  type CarColumn,
  DEALER_COLUMNS,
  type DealerColumn,
} from '#shared/schemas/dealer-import.ts';
