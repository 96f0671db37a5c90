import { codeEntries, indexCodes } from './code-entry';
import rows from './document-request-parties.json';

/** Who a claims analyst can ask for extra documents; each has its own AWAITING_DOCS_* status. */
export const DOCUMENT_REQUEST_PARTIES = codeEntries(rows);

export type DocumentRequestParty = (typeof DOCUMENT_REQUEST_PARTIES)[number];
export type DocumentRequestPartyKey = DocumentRequestParty['key'];

export const {
  keys: DOCUMENT_REQUEST_PARTY_KEYS,
  byCode: documentRequestPartyByCode,
  byKey: documentRequestPartyByKey,
  isKey: isDocumentRequestPartyKey,
} = indexCodes('documentRequestParties', DOCUMENT_REQUEST_PARTIES);
