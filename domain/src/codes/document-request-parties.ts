import { indexCodes, localized as text, type CodeEntry } from './code-entry';

/** Who a claims analyst can ask for extra documents; each has its own AWAITING_DOCS_* status. */
export const DOCUMENT_REQUEST_PARTIES = [
  { code: 1, key: 'CLIENT', labels: text('Cliente/reclamante', 'Client/claimant', 'Cliente/reclamante') },
  { code: 2, key: 'CLI_SSZ', labels: text('CLI/SSZ', 'CLI/SSZ', 'CLI/SSZ') },
  {
    code: 3,
    key: 'COMPLEMENTARY_BR',
    labels: text('Área complementar BR', 'Complementary area BR', 'Área complementaria BR'),
  },
  {
    code: 4,
    key: 'COMPLEMENTARY_INT',
    labels: text('Área complementar INT', 'Complementary area INT', 'Área complementaria INT'),
  },
] as const satisfies readonly CodeEntry[];

export type DocumentRequestParty = (typeof DOCUMENT_REQUEST_PARTIES)[number];
export type DocumentRequestPartyKey = DocumentRequestParty['key'];

export const {
  keys: DOCUMENT_REQUEST_PARTY_KEYS,
  byCode: documentRequestPartyByCode,
  byKey: documentRequestPartyByKey,
  isKey: isDocumentRequestPartyKey,
} = indexCodes('documentRequestParties', DOCUMENT_REQUEST_PARTIES);
