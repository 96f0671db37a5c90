import { indexCodes, localized as text, type CodeEntry } from './code-entry';

/**
 * The action written to a case's log for each transition (action, done by, done at).
 * Codes 1-15 are the original portal's log entries in SPEC §4 order; the rest name the
 * transitions ARCHITECTURE §4 added. Append only: codes are stored in `case_events`.
 */
export const LOG_ACTIONS = [
  {
    code: 1,
    key: 'ANALYSIS_REMOVED',
    labels: text('Análise removida', 'Analysis removed', 'Análisis eliminado'),
  },
  {
    code: 2,
    key: 'REQUEST_CREATED',
    labels: text('Solicitação criada', 'Request created', 'Solicitud creada'),
  },
  {
    code: 3,
    key: 'DOCUMENTS_REQUESTED_CUSTOMER',
    labels: text(
      'Documentos solicitados ao cliente',
      'Documents requested from the customer',
      'Documentos solicitados al cliente',
    ),
  },
  {
    code: 4,
    key: 'DOCUMENTS_REQUESTED_CLI_SSZ',
    labels: text(
      'Documentos solicitados a CLI/SSZ',
      'Documents requested from CLI/SSZ',
      'Documentos solicitados a CLI/SSZ',
    ),
  },
  {
    code: 5,
    key: 'DOCUMENTS_REQUESTED_COMPLEMENTARY_AREA',
    labels: text(
      'Documentos solicitados à área complementar',
      'Documents requested from the complementary area',
      'Documentos solicitados al área complementaria',
    ),
  },
  {
    code: 6,
    key: 'DOCUMENTS_REQUESTED_COMPLEMENTARY_AREA_INT',
    labels: text(
      'Documentos solicitados à área complementar INT',
      'Documents requested from the INT complementary area',
      'Documentos solicitados al área complementaria INT',
    ),
  },
  { code: 7, key: 'DEAL_UNDONE', labels: text('Acordo desfeito', 'Deal undone', 'Acuerdo deshecho') },
  {
    code: 8,
    key: 'RESPONSIBILITY_TRANSFERRED_BUE',
    labels: text(
      'Responsabilidade transferida para BUE',
      'Responsibility transferred to BUE',
      'Responsabilidad transferida a BUE',
    ),
  },
  {
    code: 9,
    key: 'RESPONSIBILITY_TRANSFERRED_CLI_SAO',
    labels: text(
      'Responsabilidade transferida para CLI/SAO',
      'Responsibility transferred to CLI/SAO',
      'Responsabilidad transferida a CLI/SAO',
    ),
  },
  {
    code: 10,
    key: 'RESPONSIBILITY_TRANSFERRED_CLI_SSZ',
    labels: text(
      'Responsabilidade transferida para CLI/SSZ',
      'Responsibility transferred to CLI/SSZ',
      'Responsabilidad transferida a CLI/SSZ',
    ),
  },
  { code: 11, key: 'FILE_ADDED', labels: text('Arquivo adicionado', 'File added', 'Archivo agregado') },
  {
    code: 12,
    key: 'FULLY_PROCEDENT',
    labels: text('Sinistro procedente', 'Claim fully procedent', 'Siniestro procedente'),
  },
  { code: 13, key: 'IMPROCEDENT', labels: text('Improcedente', 'Improcedent', 'Improcedente') },
  {
    code: 14,
    key: 'AGREEMENT_PROPOSAL',
    labels: text('Proposta de acordo', 'Agreement proposal', 'Propuesta de acuerdo'),
  },
  {
    code: 15,
    key: 'REQUEST_REOPENED',
    labels: text('Solicitação reaberta', 'Request reopened', 'Solicitud reabierta'),
  },
  {
    code: 16,
    key: 'PARTIALLY_PROCEDENT',
    labels: text('Parcialmente procedente', 'Partially procedent', 'Parcialmente procedente'),
  },
  {
    code: 17,
    key: 'DOCUMENTS_PROVIDED',
    labels: text('Documentos enviados', 'Documents provided', 'Documentos enviados'),
  },
  {
    code: 18,
    key: 'PROPOSAL_ACCEPTED',
    labels: text('Proposta aceita', 'Proposal accepted', 'Propuesta aceptada'),
  },
  {
    code: 19,
    key: 'COUNTEROFFER_MADE',
    labels: text('Contraproposta enviada', 'Counteroffer made', 'Contraoferta enviada'),
  },
  {
    code: 20,
    key: 'PROPOSAL_APPROVED',
    labels: text(
      'Proposta aprovada pelo master',
      'Proposal approved by a master',
      'Propuesta aprobada por un máster',
    ),
  },
  {
    code: 21,
    key: 'SETTLEMENT_DOCUMENTS_REQUESTED',
    labels: text(
      'R&R / procuração solicitados',
      'R&R / power of attorney requested',
      'R&R / poder solicitados',
    ),
  },
  {
    code: 22,
    key: 'SETTLEMENT_DOCUMENTS_PROVIDED',
    labels: text('R&R / procuração recebidos', 'R&R / power of attorney received', 'R&R / poder recibidos'),
  },
  {
    code: 23,
    key: 'ACCOUNTS_SETTLED',
    labels: text('Encontro de contas realizado', 'Accounts settled', 'Compensación de cuentas realizada'),
  },
  {
    code: 24,
    key: 'PAYMENT_SCHEDULED',
    labels: text('Pagamento programado', 'Payment scheduled', 'Pago programado'),
  },
  {
    code: 25,
    key: 'PAYMENT_BLOCKED',
    labels: text(
      'Pagamento bloqueado pelo financeiro',
      'Payment blocked by finance',
      'Pago bloqueado por finanzas',
    ),
  },
  {
    code: 26,
    key: 'PAYMENT_UNBLOCKED',
    labels: text('Pagamento desbloqueado', 'Payment unblocked', 'Pago desbloqueado'),
  },
  { code: 27, key: 'PAYMENT_MADE', labels: text('Pagamento realizado', 'Payment made', 'Pago realizado') },
  {
    code: 28,
    key: 'PAYMENT_NOT_MADE_RR_NOT_SENT',
    labels: text(
      'Pagamento não realizado: R&R não enviado',
      'Payment not made: R&R not sent',
      'Pago no realizado: R&R no enviado',
    ),
  },
  {
    code: 29,
    key: 'REQUEST_CLOSED',
    labels: text('Processo encerrado', 'Process closed', 'Proceso cerrado'),
  },
  {
    code: 30,
    key: 'CLOSED_BY_EXPIRY',
    labels: text('Encerrado por decurso de prazo', 'Closed by expiry', 'Cerrado por vencimiento del plazo'),
  },
  {
    code: 31,
    key: 'COMMENT_ADDED',
    labels: text('Comentário enviado', 'Comment added', 'Comentario enviado'),
  },
  {
    code: 32,
    key: 'TIME_BAR_EXTENDED',
    labels: text('Prazo prescricional prorrogado', 'Time bar extended', 'Plazo de prescripción prorrogado'),
  },
  {
    code: 33,
    key: 'LETTER_OF_PROTEST_LINKED',
    labels: text('Carta protesto vinculada', 'Protest letter linked', 'Carta de protesta vinculada'),
  },
  {
    code: 34,
    key: 'PROTEST_LETTER_FILED',
    labels: text('Carta protesto registrada', 'Protest letter filed', 'Carta de protesta registrada'),
  },
  {
    code: 35,
    key: 'INSPECTION_REQUESTED',
    labels: text('Vistoria solicitada', 'Inspection requested', 'Inspección solicitada'),
  },
  {
    code: 36,
    key: 'INSPECTION_SCHEDULED',
    labels: text('Vistoria agendada', 'Inspection scheduled', 'Inspección programada'),
  },
  {
    code: 37,
    key: 'INSPECTION_CONCLUDED',
    labels: text('Vistoria concluída', 'Inspection concluded', 'Inspección concluida'),
  },
  {
    code: 38,
    key: 'INSPECTION_CANCELLED',
    labels: text('Vistoria cancelada', 'Inspection cancelled', 'Inspección cancelada'),
  },
  {
    code: 39,
    key: 'ANALYSIS_OPENED',
    labels: text('Análise iniciada', 'Analysis opened', 'Análisis iniciado'),
  },
  {
    code: 40,
    key: 'ANALYSIS_CONCLUDED',
    labels: text('Análise concluída', 'Analysis concluded', 'Análisis concluido'),
  },
  {
    code: 41,
    key: 'DEBT_NOTE_STATUS_CHANGED',
    labels: text(
      'Subsituação de cobrança alterada',
      'Debt note sub-status changed',
      'Subestado de cobro modificado',
    ),
  },
  {
    code: 42,
    key: 'COUNTEROFFER_ACCEPTED',
    labels: text('Contraproposta aceita', 'Counteroffer accepted', 'Contraoferta aceptada'),
  },
  {
    code: 43,
    key: 'COUNTEROFFER_DECLINED',
    labels: text('Contraproposta recusada', 'Counteroffer declined', 'Contraoferta rechazada'),
  },
  // Its own range, so codes added beside it by other work never meet it.
  { code: 49, key: 'FILE_REMOVED', labels: text('Arquivo removido', 'File removed', 'Archivo eliminado') },
  // The master's answer to what waited for approval (issue 15), in a range of its own.
  {
    code: 61,
    key: 'PROPOSAL_REJECTED',
    labels: text(
      'Proposta não aprovada pelo master',
      'Proposal rejected by a master',
      'Propuesta rechazada por un máster',
    ),
  },
  {
    // Never logged: how staff read PROPOSAL_APPROVED when what was approved is accepting a counteroffer.
    code: 62,
    key: 'COUNTEROFFER_ACCEPTANCE_APPROVED',
    labels: text(
      'Aceite da contraproposta aprovado pelo master',
      'Counteroffer acceptance approved by a master',
      'Aceptación de la contraoferta aprobada por un máster',
    ),
  },
  {
    code: 63,
    key: 'COUNTEROFFER_ACCEPTANCE_REJECTED',
    labels: text(
      'Aceite da contraproposta não aprovado pelo master',
      'Counteroffer acceptance rejected by a master',
      'Aceptación de la contraoferta rechazada por un máster',
    ),
  },
  {
    // Never logged: how DOCUMENTS_PROVIDED reads when staff recorded the documents as received
    // (from the customer by other means, or from an internal area), not the customer sending them.
    code: 64,
    key: 'DOCUMENTS_RECEIPT_RECORDED',
    labels: text(
      'Recebimento de documentos registrado',
      'Receipt of documents recorded',
      'Recepción de documentos registrada',
    ),
  },
  // The notices the case timers log (reminders and alerts: they move nothing), in a range of
  // their own. The case log shows them like any other step, so each needs words (issue 15).
  {
    code: 70,
    key: 'DOCUMENTS_REMINDER',
    labels: text(
      'Lembrete de documentos enviado',
      'Documents reminder sent',
      'Recordatorio de documentos enviado',
    ),
  },
  {
    code: 71,
    key: 'PROPOSAL_ABOUT_TO_LAPSE',
    labels: text(
      'Aviso: proposta prestes a expirar',
      'Notice: proposal about to lapse',
      'Aviso: propuesta por vencer',
    ),
  },
  {
    code: 72,
    key: 'SETTLEMENT_DOCUMENTS_REMINDER',
    labels: text(
      'Lembrete de R&R e procuração enviado',
      'R&R and power of attorney reminder sent',
      'Recordatorio de R&R y poder enviado',
    ),
  },
  {
    code: 73,
    key: 'PAYMENT_OVERDUE',
    labels: text('Pagamento em atraso', 'Payment overdue', 'Pago atrasado'),
  },
  {
    code: 74,
    key: 'SLA_BREACHED',
    labels: text('Prazo do SLA vencido', 'SLA deadline passed', 'Plazo del SLA vencido'),
  },
  {
    code: 75,
    key: 'TIME_BAR_ALERT',
    labels: text('Alerta de prazo prescricional', 'Time bar alert', 'Alerta de plazo de prescripción'),
  },
  {
    code: 76,
    key: 'DEBT_NOTE_DUE',
    labels: text('Nota de débito vencida', 'Debit note due', 'Nota de débito vencida'),
  },
  {
    code: 77,
    key: 'INSPECTION_REQUEST_REMINDER',
    labels: text(
      'Lembrete para solicitar a vistoria enviado',
      'Reminder to request the inspection sent',
      'Recordatorio para solicitar la inspección enviado',
    ),
  },
  {
    code: 78,
    key: 'INSPECTOR_REMINDER',
    labels: text(
      'Lembrete da vistoria enviado ao vistoriador',
      'Inspection reminder sent to the inspector',
      'Recordatorio de la inspección enviado al inspector',
    ),
  },
  {
    code: 79,
    key: 'INSPECTION_OVERDUE_ESCALATED',
    labels: text(
      'Vistoria atrasada escalada',
      'Overdue inspection escalated',
      'Inspección atrasada escalada',
    ),
  },
  {
    // Not a step of its own: a schedule after an earlier one of the same request, as the log reads it.
    code: 80,
    key: 'INSPECTION_RESCHEDULED',
    labels: text('Vistoria reagendada', 'Inspection rescheduled', 'Inspección reprogramada'),
  },
] as const satisfies readonly CodeEntry[];

export type LogAction = (typeof LOG_ACTIONS)[number];
export type LogActionKey = LogAction['key'];

export const {
  keys: LOG_ACTION_KEYS,
  byCode: logActionByCode,
  byKey: logActionByKey,
  isKey: isLogActionKey,
} = indexCodes('logActions', LOG_ACTIONS);
