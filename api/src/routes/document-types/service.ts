import type { Knex } from 'knex';
import { HttpError } from '../../http-error';
import { isUniqueViolation, keyFromLabel, recordNotFound } from '../../list';
import type { ReferenceCaller, ReferenceStore } from '../reference-data';
import type { DocumentTypeRow } from './presenter';
import { documentTypeKeySchema, type DocumentTypeInput, type DocumentTypePatch } from './schema';

// Above every code the domain's catalogue may grow to, so the reference seed never collides.
const FIRST_CUSTOM_CODE = 1001;

export function parseDocumentTypeKey(value: string | undefined): string {
  if (!documentTypeKeySchema.safeParse(value).success) throw recordNotFound();
  return value as string;
}

/**
 * Document types are keyed, not numbered by id, and never deleted: every stored file names its
 * type, so removal only deactivates one.
 */
export const documentTypeStore: ReferenceStore<DocumentTypeRow, DocumentTypeInput, DocumentTypePatch> = {
  rows: documentTypeRows,
  find: findDocumentType,

  async create(caller, input) {
    const { db } = caller;
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
    return findDocumentType(caller, key);
  },

  async update(caller, key, input) {
    const { db } = caller;
    await findDocumentType(caller, key);
    await db('document_types')
      .where({ key })
      .update({
        labels: input.labels ? JSON.stringify(input.labels) : undefined,
        active: input.active,
        updated_at: db.fn.now(),
      });
    return findDocumentType(caller, key);
  },

  async remove(caller, key) {
    const { db } = caller;
    await findDocumentType(caller, key);
    await db('document_types').where({ key }).update({ active: false, updated_at: db.fn.now() });
    return findDocumentType(caller, key);
  },
};

function documentTypeRows({ db, locale }: ReferenceCaller): Knex.QueryBuilder {
  return db('document_types').select('*', db.raw('labels->>? as name', [locale]));
}

async function findDocumentType(caller: ReferenceCaller, key: string): Promise<DocumentTypeRow> {
  const row = await documentTypeRows(caller).where({ key }).first();
  if (!row) throw recordNotFound();
  return row;
}
