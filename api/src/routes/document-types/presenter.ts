import type { LocalizedText } from '@claims/domain';
import type { DocumentTypeResponse } from './schema';

export interface DocumentTypeRow {
  key: string;
  code: number;
  slug: string;
  name: string;
  labels: LocalizedText;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export function presentDocumentType(row: DocumentTypeRow): DocumentTypeResponse {
  return {
    id: row.key,
    key: row.key,
    code: row.code,
    slug: row.slug,
    name: row.name,
    labels: row.labels,
    active: row.active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
