import type { ProtestStatusKey } from '../codes/protest-statuses';
import { isClosed, type AnalysisStatus } from '../reimbursement/state-machine';

export type CaseFileStatus =
  { kind: 'reimbursement'; status: AnalysisStatus } | { kind: 'protest_letter'; status: ProtestStatusKey };

/**
 * A request whose payment is scheduled, blocked or made stands on the documents it was settled
 * with (the signed R&R, the power of attorney, the receipt): they stay.
 */
const PAYMENT_STAGE: ReadonlySet<AnalysisStatus> = new Set([
  'PAYMENT_SCHEDULED',
  'PAYMENT_BLOCKED_BY_FINANCE',
  'PAYMENT_MADE',
]);

/**
 * Whether an uploader may still remove an attachment of a filed case (SPEC §4's undoable delete):
 * while it is open and not yet being paid. A closed or paid request, or a letter whose analysis is
 * concluded, keeps what it was decided on.
 */
export function caseAllowsFileRemoval(c: CaseFileStatus): boolean {
  return c.kind === 'reimbursement'
    ? !isClosed(c.status) && !PAYMENT_STAGE.has(c.status)
    : c.status !== 'ANALYSIS_CONCLUDED';
}

/** The remove button: one's own upload, on a case that allows it. */
export const mayRemoveCaseFile = (
  file: { uploadedBy?: string | null },
  userId: string | undefined,
  c: CaseFileStatus,
): boolean => Boolean(userId) && file.uploadedBy === userId && caseAllowsFileRemoval(c);

/**
 * Whether a case keeps every document it must carry without one file of type `removed`:
 * `missing(types)` counts the required kinds a set of document types lacks (a letter's mandatory
 * files, a request's by what it claims). The last file of a required kind stays.
 */
export function keepsRequiredDocuments(
  missing: (types: readonly string[]) => number,
  types: readonly (string | null)[],
  removed: string | null,
): boolean {
  const all = types.filter((t): t is string => t !== null);
  const at = removed === null ? -1 : all.indexOf(removed);
  const rest = at < 0 ? all : [...all.slice(0, at), ...all.slice(at + 1)];
  return missing(rest) <= missing(all);
}
