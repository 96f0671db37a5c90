import type { RelationMappings } from 'objection';
import { BaseModel } from './base-model';
import { CaseFile } from './case-file';
import { belongsToOne } from './relations';

/** A carrier's extension of the one-year time bar: who granted it, to whom, until when, under which document. */
export class TimeBarExtension extends BaseModel {
  static override tableName = 'time_bar_extensions';
  declare id: string;
  declare reimbursementRequestId: string;
  declare grantedBy: string;
  declare grantedTo: string;
  declare extendedUntil: string;
  declare documentFileId: string | null;
  declare recordedBy: string | null;
  declare recordedAt: Date;

  declare document?: CaseFile | null;

  static override relationMappings = (): RelationMappings => ({
    document: belongsToOne(CaseFile, 'time_bar_extensions.documentFileId', 'case_files.id'),
  });
}
