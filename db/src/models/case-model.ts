import type { Modifiers } from 'objection';
import { draftModifiers, softDeleteModifiers, TimestampedModel } from './base-model';
import type { CaseEvent } from './case-event';
import type { CaseFile } from './case-file';

/**
 * What both kinds of case (a protest letter, a reimbursement request) hold as the projection of
 * their workflow: a reference, a draft until filed, the projection's counter, and the files and
 * events of `caseFilesAndEvents`. Soft-deleted; `drafts` and `filed` tell the two apart.
 */
export class CaseModel extends TimestampedModel {
  declare id: string;
  declare reference: string;
  declare createdBy: string | null;
  declare draft: boolean;
  declare projectedSeq: number;
  /** The wizard's data while the case is a draft (kept until the filing is projected). */
  declare draftData: Record<string, unknown> | null;
  /** When filing began: a draft with it is in FILING, for the reconciler to complete. */
  declare filingStartedAt: Date | null;
  declare closedAt: Date | null;
  declare deletedAt: Date | null;

  declare files?: CaseFile[];
  declare events?: CaseEvent[];

  static override modifiers: Modifiers = { ...softDeleteModifiers, ...draftModifiers };
}
