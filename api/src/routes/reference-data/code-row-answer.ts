import type { LocalizedText } from '@claims/domain';

/** A row of a trilingual catalogue (document types, sinister causes), named in the caller's language. */
export interface CodeRow {
  key: string;
  code: number;
  name: string;
  labels: LocalizedText;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The answer fields every trilingual catalogue shares: the contract's codeRowFields and recordTimes. */
export function codeRowAnswer(row: CodeRow) {
  return {
    key: row.key,
    code: row.code,
    name: row.name,
    labels: row.labels,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
