import type { DocumentType } from '@claims/db';
import type { DocumentTypeResponse } from '@claims/contract';
import { codeRowAnswer, type Localized } from '../reference-data';

export type DocumentTypeRow = Localized<DocumentType>;

/** A document type is keyed, not numbered: its key is its id (see store.ts). */
export function presentDocumentType(type: DocumentTypeRow): DocumentTypeResponse {
  return { id: type.key, slug: type.slug, ...codeRowAnswer(type) };
}
