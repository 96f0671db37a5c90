import { indexCodes, type CodeEntry } from './code-entry';

/** Who a claims analyst can ask for extra documents; each has its own AWAITING_DOCS_* status. */
export const DOCUMENT_REQUEST_PARTIES = [
  {
    code: 1,
    key: 'CLIENT',
    labels: { 'pt-BR': 'Cliente/reclamante', en: 'Client/claimant', es: 'Cliente/reclamante' },
  },
  { code: 2, key: 'CLI_SSZ', labels: { 'pt-BR': 'CLI/SSZ', en: 'CLI/SSZ', es: 'CLI/SSZ' } },
  {
    code: 3,
    key: 'COMPLEMENTARY_BR',
    labels: { 'pt-BR': 'Área complementar BR', en: 'Complementary area BR', es: 'Área complementaria BR' },
  },
  {
    code: 4,
    key: 'COMPLEMENTARY_INT',
    labels: { 'pt-BR': 'Área complementar INT', en: 'Complementary area INT', es: 'Área complementaria INT' },
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
