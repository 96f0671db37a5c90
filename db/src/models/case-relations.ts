import type { RelationMappings } from 'objection';
import type { CaseKind } from '../stored-values';
import { BaseModel } from './base-model';
import { CaseEvent } from './case-event';
import { CaseFile } from './case-file';

/**
 * A case's `files` and `events` (its log, in order): rows of tables both kinds of case share,
 * told apart by `case_kind`, which a file inserted through the relation is given.
 */
export function caseFilesAndEvents(caseKind: CaseKind, caseTable: string): RelationMappings {
  return {
    files: {
      relation: BaseModel.HasManyRelation,
      modelClass: CaseFile,
      filter: (query) => query.where('case_files.caseKind', caseKind),
      beforeInsert: (file) => {
        (file as CaseFile).caseKind = caseKind;
      },
      join: { from: `${caseTable}.id`, to: 'case_files.caseId' },
    },
    events: {
      relation: BaseModel.HasManyRelation,
      modelClass: CaseEvent,
      filter: (query) => query.where('case_events.caseKind', caseKind).orderBy('case_events.seq'),
      join: { from: `${caseTable}.id`, to: 'case_events.caseId' },
    },
  };
}
