import { can, keepsRequiredDocuments, mayRemoveCaseFile, type CaseFileStatus } from '@claims/domain';
import type { SessionUser } from '../auth/session-user';
import { worksOn } from './actors';
import { definePolicy } from './policy';

/** The kind of case a file goes to or leaves: the rules differ by kind, not by record. */
export interface CaseFileTarget {
  kind: CaseFileStatus['kind'];
}

/**
 * Uploads and removals, function level: asked before the case is looked up, so a role that may
 * never touch a kind's files hears 403 whatever the id. Which file goes, and when, is the
 * record's rule (files/removal.ts: one's own upload while the case allows it, SPEC §4).
 */
export const caseFilePolicy = definePolicy<'upload' | 'remove', CaseFileTarget>({
  // Customer service reads cases and uploads nothing.
  upload: (user, target) => worksOn(user, target.kind),
  // A request's files are taken back by the side that files requests (the wizard's undo, its own
  // uploads while the request is open): the console offers staff no removal on a request. A
  // letter's by anyone who uploads to it.
  remove: (user, target) =>
    target.kind === 'reimbursement' ? can(user.role, 'cases.create') : worksOn(user, target.kind),
});

/**
 * What the user may do with each file of a filed case now, as the case's answers carry it
 * (`allowedActions` on each file) for the UIs' remove buttons: take back one's own upload while
 * the case allows it (SPEC §4), unless it is the last of a kind the case must carry. `missing`
 * counts the required kinds a set of document types lacks (files/removal.ts asks the same).
 */
export function withFileActions<F extends { documentType: string | null; uploadedBy?: string | null }>(
  user: SessionUser,
  c: CaseFileStatus,
  files: readonly F[],
  missing: (types: readonly string[]) => number,
): (F & { allowedActions: 'remove'[] })[] {
  const mayRemove = caseFilePolicy.can(user, 'remove', { kind: c.kind });
  const types = files.map((f) => f.documentType);
  return files.map((file) => ({
    ...file,
    allowedActions:
      mayRemove &&
      mayRemoveCaseFile(file, user.id, c) &&
      keepsRequiredDocuments(missing, types, file.documentType)
        ? ['remove']
        : [],
  }));
}
