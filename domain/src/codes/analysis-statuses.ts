import { indexCodes, localized as text, type CodeEntry } from './code-entry';
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
    labels: text('Em análise BUE', 'Under analysis by BUE', 'En análisis BUE'),
  },
  {
    code: 2,
    key: 'UNDER_ANALYSIS_CLI_SSZ',
    open: true,
    team: 'CLI_SSZ',
    labels: text('Em análise CLI/SSZ', 'Under analysis by CLI/SSZ', 'En análisis CLI/SSZ'),
  },
  {
    code: 3,
    key: 'UNDER_ANALYSIS_CLI_SAO',
    open: true,
    team: 'CLI_SAO',
    labels: text('Em análise CLI/SAO', 'Under analysis by CLI/SAO', 'En análisis CLI/SAO'),
  },
  {
    code: 4,
    key: 'FULLY_PROCEDENT',
    open: true,
    labels: text('Sinistro procedente', 'Claim fully procedent', 'Siniestro procedente'),
  },
  {
    code: 5,
    key: 'PARTIALLY_PROCEDENT',
    open: true,
    labels: text('Parcialmente procedente', 'Partially procedent', 'Parcialmente procedente'),
  },
  { code: 6, key: 'IMPROCEDENT', open: true, labels: text('Improcedente', 'Improcedent', 'Improcedente') },
  {
    code: 7,
    key: 'AWAITING_DOCS_CLIENT',
    open: true,
    party: 'CLIENT',
    labels: text(
      'Aguardando documentos adicionais do cliente/reclamante',
      'Awaiting extra documents from the client/claimant',
      'Esperando documentos adicionales del cliente/reclamante',
    ),
  },
  {
    code: 8,
    key: 'AWAITING_DOCS_CLI_SSZ',
    open: true,
    party: 'CLI_SSZ',
    labels: text(
      'Aguardando documentos adicionais de CLI/SSZ',
      'Awaiting extra documents from CLI/SSZ',
      'Esperando documentos adicionales de CLI/SSZ',
    ),
  },
  {
    code: 9,
    key: 'AWAITING_DOCS_COMPLEMENTARY_BR',
    open: true,
    party: 'COMPLEMENTARY_BR',
    labels: text(
      'Aguardando documentos adicionais da área complementar BR',
      'Awaiting extra documents from complementary area BR',
      'Esperando documentos adicionales del área complementaria BR',
    ),
  },
  {
    code: 10,
    key: 'AWAITING_DOCS_COMPLEMENTARY_INT',
    open: true,
    party: 'COMPLEMENTARY_INT',
    labels: text(
      'Aguardando documentos adicionais da área complementar INT',
      'Awaiting extra documents from complementary area INT',
      'Esperando documentos adicionales del área complementaria INT',
    ),
  },
  {
    code: 11,
    key: 'AWAITING_RR_POA',
    open: true,
    labels: text(
      'Aguardando R&R / procuração / contrato social',
      'Awaiting R&R / power of attorney / articles of association',
      'Esperando R&R / poder / estatuto social',
    ),
  },
  {
    code: 12,
    key: 'AWAITING_PROPOSAL_RESPONSE',
    open: true,
    labels: text(
      'Aguardando manifestação sobre a proposta',
      'Awaiting response to the proposal',
      'Esperando respuesta a la propuesta',
    ),
  },
  {
    code: 13,
    key: 'ACCOUNTS_SETTLED',
    open: true,
    labels: text(
      'Encontro de contas realizado',
      'Accounts settled (netted against invoices)',
      'Compensación de cuentas realizada',
    ),
  },
  {
    code: 14,
    key: 'AWAITING_PAYMENT_SCHEDULING',
    open: true,
    labels: text(
      'Aguardando programação de pagamento',
      'Awaiting payment scheduling',
      'Esperando programación del pago',
    ),
  },
  {
    code: 15,
    key: 'PAYMENT_SCHEDULED',
    open: true,
    labels: text('Pagamento programado', 'Payment scheduled', 'Pago programado'),
  },
  {
    code: 16,
    key: 'PAYMENT_MADE',
    open: true,
    labels: text('Pagamento realizado', 'Payment made', 'Pago realizado'),
  },
  {
    code: 17,
    key: 'PAYMENT_NOT_MADE_RR_NOT_SENT',
    open: true,
    labels: text(
      'Pagamento não realizado: R&R não enviado',
      'Payment not made: R&R not sent',
      'Pago no realizado: R&R no enviado',
    ),
  },
  {
    code: 18,
    key: 'PAYMENT_BLOCKED_BY_FINANCE',
    open: true,
    labels: text(
      'Pagamento bloqueado pelo financeiro',
      'Payment blocked by finance',
      'Pago bloqueado por finanzas',
    ),
  },
  {
    code: 19,
    key: 'PROCESS_CLOSED',
    open: false,
    labels: text('Processo encerrado', 'Process closed', 'Proceso cerrado'),
  },
  {
    code: 20,
    key: 'CLOSED_BY_EXPIRY',
    open: false,
    labels: text(
      'Processo encerrado por decurso de prazo',
      'Process closed by expiry',
      'Proceso cerrado por vencimiento del plazo',
    ),
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
