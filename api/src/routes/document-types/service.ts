import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Locale } from '@claims/domain';
import { HttpError } from '../../http-error';
import { isUniqueViolation, keyFromLabel, recordNotFound } from '../../list';
import type { DocumentTypeRow } from './presenter';
import {
  documentTypeKeySchema,
  type createDocumentTypeSchema,
  type updateDocumentTypeSchema,
} from './schema';

// Above every code the domain's catalogue may grow to, so the reference seed never collides.
const FIRST_CUSTOM_CODE = 1001;

export function documentTypeRows(db: Knex, locale: Locale): Knex.QueryBuilder {
  return db('document_types').select('*', db.raw('labels->>? as name', [locale]));
}

export function parseDocumentTypeKey(value: string | undefined): string {
  if (!documentTypeKeySchema.safeParse(value).success) throw recordNotFound();
  return value as string;
}

export async function findDocumentType(db: Knex, locale: Locale, key: string): Promise<DocumentTypeRow> {
  const row = await documentTypeRows(db, locale).where({ key }).first();
  if (!row) throw recordNotFound();
  return row;
}

export async function createDocumentType(
  db: Knex,
  locale: Locale,
  input: z.output<typeof createDocumentTypeSchema>,
): Promise<DocumentTypeRow> {
  const key = input.slug ? input.slug.toUpperCase().replace(/-/g, '_') : keyFromLabel(input.labels.en);
  const slug = input.slug ?? key.toLowerCase().replace(/_/g, '-');
  try {
    await db.raw(
      `insert into document_types (key, slug, labels, active, code)
       select ?, ?, ?::jsonb, ?, greatest(coalesce(max(code), 0) + 1, ?) from document_types`,
      [key, slug, JSON.stringify(input.labels), input.active ?? true, FIRST_CUSTOM_CODE],
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw HttpError.of('DUPLICATE_CODE', { code: key });
    throw err;
  }
  return findDocumentType(db, locale, key);
}

export async function updateDocumentType(
  db: Knex,
  locale: Locale,
  key: string,
  input: z.output<typeof updateDocumentTypeSchema>,
): Promise<DocumentTypeRow> {
  await findDocumentType(db, locale, key);
  await db('document_types')
    .where({ key })
    .update({
      labels: input.labels ? JSON.stringify(input.labels) : undefined,
      active: input.active,
      updated_at: db.fn.now(),
    });
  return findDocumentType(db, locale, key);
}

/** Deactivation: the table has no deleted state because every stored file names its type. */
export async function deactivateDocumentType(
  db: Knex,
  locale: Locale,
  key: string,
): Promise<DocumentTypeRow> {
  await findDocumentType(db, locale, key);
  await db('document_types').where({ key }).update({ active: false, updated_at: db.fn.now() });
  return findDocumentType(db, locale, key);
}
