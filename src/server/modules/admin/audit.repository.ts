/**
 * The operators' audit (docs/moderation.md#audit, migration 0016):
 * append-only, each action's who, what, why, before and after. The database
 * refuses UPDATE and DELETE on it.
 */
import { maskMobile } from '#shared/format.ts';
import type { Db } from '../../db/database.ts';

/** The signed-in operator (operators.ts). */
export interface Operator {
  userId: number;
  /** Ten digits; the audit keeps it masked. */
  mobile: string;
}

export interface AuditEntry {
  operatorId: number;
  /** Masked (98XXXXXX10). */
  operatorMobile: string;
  action: string;
  subject: string;
  reason: string;
  before: unknown;
  after: unknown;
  nowIso: string;
}

/** Appends one row; call inside the action's own transaction. */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({
      operator_id: entry.operatorId,
      operator_mobile: entry.operatorMobile,
      action: entry.action,
      subject: entry.subject,
      reason: entry.reason,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: entry.nowIso,
    })
    .execute();
}

/**
 * Appends operator `op`'s action at `nowIso` (what, on what, why, and the
 * state before and after, as JSON); call inside the action's transaction.
 */
export const auditFor =
  (db: Db, op: Operator, nowIso: string) =>
  (entry: { action: string; subject: string; reason: string; before?: unknown; after?: unknown }) =>
    appendAudit(db, {
      operatorId: op.userId,
      operatorMobile: maskMobile(op.mobile),
      nowIso,
      before: undefined,
      after: undefined,
      ...entry,
    });

/** The latest `limit` audit rows, newest first. */
export async function listAudit(db: Db, limit: number) {
  return db.selectFrom('operator_audit').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
