import { DocumentType } from '@claims/db';
import { documentTypeKeySchema, type DocumentTypeInput, type DocumentTypePatch } from '@claims/contract';
import { HttpError } from '../../http-error';
import { isUniqueViolation, keyFromLabel, recordNotFound } from '../../list';
import type { ReferenceCaller, ReferenceStore } from '../reference-data';
import type { DocumentTypeRow } from './presenter';

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
      // The next code is read in the same statement, so two admins adding types at once collide
      // on the unique code instead of sharing one.
      await DocumentType.query(db).insert({
        key: key as DocumentType['key'],
        slug: slug as DocumentType['slug'],
        labels: input.labels,
        active: input.active ?? true,
        code: DocumentType.query(db).select(
          db.raw('greatest(coalesce(max(code), 0) + 1, ?)', [FIRST_CUSTOM_CODE]),
        ) as unknown as number,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw HttpError.of('DUPLICATE_CODE', { code: key });
      throw err;
    }
    return findDocumentType(caller, key);
  },

  async update(caller, key, input) {
    await findDocumentType(caller, key);
    await DocumentType.query(caller.db).patch({ labels: input.labels, active: input.active }).where({ key });
    return findDocumentType(caller, key);
  },

  async remove(caller, key) {
    await findDocumentType(caller, key);
    await DocumentType.query(caller.db).patch({ active: false }).where({ key });
    return findDocumentType(caller, key);
  },
};

function documentTypeRows({ db, locale }: ReferenceCaller) {
  return DocumentType.query(db)
    .select('*', db.raw('labels->>? as name', [locale]))
    .castTo<DocumentTypeRow[]>();
}

async function findDocumentType(caller: ReferenceCaller, key: string): Promise<DocumentTypeRow> {
  const row = (await documentTypeRows(caller).where({ key }).first()) as DocumentTypeRow | undefined;
  if (!row) throw recordNotFound();
  return row;
}
