import type { DocumentTypeKey, DocumentTypeSlug } from '@claims/domain';
import { CodeTableModel } from './code-tables';

export class DocumentType extends CodeTableModel {
  static override tableName = 'document_types';
  declare key: DocumentTypeKey;
  declare slug: DocumentTypeSlug;
}
