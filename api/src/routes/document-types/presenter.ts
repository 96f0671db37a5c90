import type { DocumentType } from '@claims/db';
import type { DocumentTypeResponse } from '@claims/contract';
import type { Localized } from '../reference-data';

export type DocumentTypeRow = Localized<DocumentType>;

export function presentDocumentType(type: DocumentTypeRow): DocumentTypeResponse {
  return {
    id: type.key,
    key: type.key,
    code: type.code,
    slug: type.slug,
    name: type.name,
    labels: type.labels,
    active: type.active,
    createdAt: type.createdAt.toISOString(),
    updatedAt: type.updatedAt.toISOString(),
  };
}
