import type { DocumentTypeKey } from '@claims/domain';
import type { RelationMappings } from 'objection';
import type { CaseKind } from '../stored-values';
import { BaseModel, softDeleteModifiers } from './base-model';
import { DocumentType } from './document-type';
import { User } from './user';
import { belongsToOne } from './relations';

/** Metadata of a file stored outside the web root under `storedName`, attached to either kind of case. */
export class CaseFile extends BaseModel {
  static override tableName = 'case_files';
  declare id: string;
  declare caseKind: CaseKind;
  declare caseId: string;
  declare documentType: DocumentTypeKey;
  declare originalName: string;
  declare storedName: string;
  declare mimeType: string;
  /** bigint: a string from pg. */
  declare sizeBytes: string | number;
  declare sha256: string | null;
  declare uploadedBy: string | null;
  declare uploadedAt: Date;
  declare deletedAt: Date | null;

  declare uploader?: User | null;
  declare type?: DocumentType;

  static override modifiers = { ...softDeleteModifiers };

  static override relationMappings = (): RelationMappings => ({
    uploader: belongsToOne(User, 'case_files.uploadedBy', 'users.id'),
    type: belongsToOne(DocumentType, 'case_files.documentType', 'document_types.key'),
  });
}
