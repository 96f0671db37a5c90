import { indexCodes, type CodeEntry } from './code-entry';
import type { DocumentRequestPartyKey } from './document-request-parties';
import type { TeamKey } from './teams';

type AnalysisStatusEntry = CodeEntry & { open: boolean; team?: TeamKey; party?: DocumentRequestPartyKey };

/**
 * The analysis status of a reimbursement request, in the order of SPEC §4; the code is that
 * position. Only the two closures are not `open`: every other status still has work, a timer
 * or a payment pending, and counts in the open-processes report.
 */
export const ANALYSIS_STATUSES = [
  {
    code: 1,
    key: 'UNDER_ANALYSIS_BUE',
    open: true,
    team: 'BUE',
    labels: { 'pt-BR': 'Em análise BUE', en: 'Under analysis by BUE', es: 'En análisis BUE' },
  },
  {
    code: 2,
    key: 'UNDER_ANALYSIS_CLI_SSZ',
    open: true,
    team: 'CLI_SSZ',
    labels: { 'pt-BR': 'Em análise CLI/SSZ', en: 'Under analysis by CLI/SSZ', es: 'En análisis CLI/SSZ' },
  },
  {
    code: 3,
    key: 'UNDER_ANALYSIS_CLI_SAO',
    open: true,
    team: 'CLI_SAO',
    labels: { 'pt-BR': 'Em análise CLI/SAO', en: 'Under analysis by CLI/SAO', es: 'En análisis CLI/SAO' },
  },
  {
    code: 4,
    key: 'FULLY_PROCEDENT',
    open: true,
    labels: { 'pt-BR': 'Sinistro procedente', en: 'Claim fully procedent', es: 'Siniestro procedente' },
  },
  {
    code: 5,
    key: 'PARTIALLY_PROCEDENT',
    open: true,
    labels: { 'pt-BR': 'Parcialmente procedente', en: 'Partially procedent', es: 'Parcialmente procedente' },
  },
  {
    code: 6,
    key: 'IMPROCEDENT',
    open: true,
    labels: { 'pt-BR': 'Improcedente', en: 'Improcedent', es: 'Improcedente' },
  },
  {
    code: 7,
    key: 'AWAITING_DOCS_CLIENT',
    open: true,
    party: 'CLIENT',
    labels: {
      'pt-BR': 'Aguardando documentos adicionais do cliente/reclamante',
      en: 'Awaiting extra documents from the client/claimant',
      es: 'Esperando documentos adicionales del cliente/reclamante',
    },
  },
  {
    code: 8,
    key: 'AWAITING_DOCS_CLI_SSZ',
    open: true,
    party: 'CLI_SSZ',
    labels: {
      'pt-BR': 'Aguardando documentos adicionais de CLI/SSZ',
      en: 'Awaiting extra documents from CLI/SSZ',
      es: 'Esperando documentos adicionales de CLI/SSZ',
    },
  },
  {
    code: 9,
    key: 'AWAITING_DOCS_COMPLEMENTARY_BR',
    open: true,
    party: 'COMPLEMENTARY_BR',
    labels: {
      'pt-BR': 'Aguardando documentos adicionais da área complementar BR',
      en: 'Awaiting extra documents from complementary area BR',
      es: 'Esperando documentos adicionales del área complementaria BR',
    },
  },
  {
    code: 10,
    key: 'AWAITING_DOCS_COMPLEMENTARY_INT',
    open: true,
    party: 'COMPLEMENTARY_INT',
    labels: {
      'pt-BR': 'Aguardando documentos adicionais da área complementar INT',
      en: 'Awaiting extra documents from complementary area INT',
      es: 'Esperando documentos adicionales del área complementaria INT',
    },
  },
  {
    code: 11,
    key: 'AWAITING_RR_POA',
    open: true,
    labels: {
      'pt-BR': 'Aguardando R&R / procuração / contrato social',
      en: 'Awaiting R&R / power of attorney / articles of association',
      es: 'Esperando R&R / poder / estatuto social',
    },
  },
  {
    code: 12,
    key: 'AWAITING_PROPOSAL_RESPONSE',
    open: true,
    labels: {
      'pt-BR': 'Aguardando manifestação sobre a proposta',
      en: 'Awaiting response to the proposal',
      es: 'Esperando respuesta a la propuesta',
    },
  },
  {
    code: 13,
    key: 'ACCOUNTS_SETTLED',
    open: true,
    labels: {
      'pt-BR': 'Encontro de contas realizado',
      en: 'Accounts settled (netted against invoices)',
      es: 'Compensación de cuentas realizada',
    },
  },
  {
    code: 14,
    key: 'AWAITING_PAYMENT_SCHEDULING',
    open: true,
    labels: {
      'pt-BR': 'Aguardando programação de pagamento',
      en: 'Awaiting payment scheduling',
      es: 'Esperando programación del pago',
    },
  },
  {
    code: 15,
    key: 'PAYMENT_SCHEDULED',
    open: true,
    labels: { 'pt-BR': 'Pagamento programado', en: 'Payment scheduled', es: 'Pago programado' },
  },
  {
    code: 16,
    key: 'PAYMENT_MADE',
    open: true,
    labels: { 'pt-BR': 'Pagamento realizado', en: 'Payment made', es: 'Pago realizado' },
  },
  {
    code: 17,
    key: 'PAYMENT_NOT_MADE_RR_NOT_SENT',
    open: true,
    labels: {
      'pt-BR': 'Pagamento não realizado: R&R não enviado',
      en: 'Payment not made: R&R not sent',
      es: 'Pago no realizado: R&R no enviado',
    },
  },
  {
    code: 18,
    key: 'PAYMENT_BLOCKED_BY_FINANCE',
    open: true,
    labels: {
      'pt-BR': 'Pagamento bloqueado pelo financeiro',
      en: 'Payment blocked by finance',
      es: 'Pago bloqueado por finanzas',
    },
  },
  {
    code: 19,
    key: 'PROCESS_CLOSED',
    open: false,
    labels: { 'pt-BR': 'Processo encerrado', en: 'Process closed', es: 'Proceso cerrado' },
  },
  {
    code: 20,
    key: 'CLOSED_BY_EXPIRY',
    open: false,
    labels: {
      'pt-BR': 'Processo encerrado por decurso de prazo',
      en: 'Process closed by expiry',
      es: 'Proceso cerrado por vencimiento del plazo',
    },
  },
] as const satisfies readonly AnalysisStatusEntry[];

export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];
export type AnalysisStatusKey = AnalysisStatus['key'];
export type UnderAnalysisStatusKey = `UNDER_ANALYSIS_${TeamKey}`;
export type AwaitingDocsStatusKey = `AWAITING_DOCS_${DocumentRequestPartyKey}`;

export const {
  keys: ANALYSIS_STATUS_KEYS,
  byCode: analysisStatusByCode,
  byKey: analysisStatusByKey,
  isKey: isAnalysisStatusKey,
} = indexCodes('analysisStatuses', ANALYSIS_STATUSES);

export const OPEN_ANALYSIS_STATUS_KEYS: readonly AnalysisStatusKey[] = ANALYSIS_STATUSES.filter(
  (s) => s.open,
).map((s) => s.key);

export function isOpenAnalysisStatus(key: AnalysisStatusKey): boolean {
  return analysisStatusByKey(key).open;
}

export function underAnalysisStatus(team: TeamKey): UnderAnalysisStatusKey {
  return `UNDER_ANALYSIS_${team}`;
}

export function awaitingDocsStatus(party: DocumentRequestPartyKey): AwaitingDocsStatusKey {
  return `AWAITING_DOCS_${party}`;
}

/** The team owning a request while it is under analysis, or undefined in any other status. */
export function teamOfAnalysisStatus(key: AnalysisStatusKey): TeamKey | undefined {
  const status: AnalysisStatusEntry = analysisStatusByKey(key);
  return status.team;
}
