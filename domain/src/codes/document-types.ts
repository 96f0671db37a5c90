import { codeEntries, indexCodes, type CodeEntry } from './code-entry';
import rows from './document-types.json';

/** 'bill-of-lading' → 'BILL_OF_LADING': the key is derived from the slug so the two never drift. */
type SlugToKey<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Uppercase<Head>}_${SlugToKey<Tail>}`
  : Uppercase<S>;

export type DocumentTypeSlug = keyof typeof rows;
export type DocumentTypeKey = SlugToKey<DocumentTypeSlug>;
export interface DocumentType extends CodeEntry<DocumentTypeKey> {
  readonly slug: DocumentTypeSlug;
}

function slugToKey<S extends string>(slug: S): SlugToKey<S> {
  return slug.toUpperCase().replace(/-/g, '_') as SlugToKey<S>;
}

/**
 * Attachment document types, keyed in their data file by slug: the slug names the type in URLs
 * and upload forms. Codes are stored with every attachment, so append only.
 */
export const DOCUMENT_TYPES: readonly DocumentType[] = codeEntries(rows).map(
  ({ code, key: slug, labels }) => ({
    code,
    slug,
    key: slugToKey(slug),
    labels,
  }),
);

export const {
  keys: DOCUMENT_TYPE_KEYS,
  byCode: documentTypeByCode,
  byKey: documentTypeByKey,
  isKey: isDocumentTypeKey,
} = indexCodes('documentTypes', DOCUMENT_TYPES);

const bySlug = new Map<string, DocumentType>(DOCUMENT_TYPES.map((type) => [type.slug, type]));

export function documentTypeBySlug(slug: string): DocumentType | undefined {
  return bySlug.get(slug);
}
