import {
  ANALYSIS_STATUSES,
  CURRENCIES,
  DAMAGE_DESTINATIONS,
  DEBT_NOTE_SUB_STATUSES,
  DOCUMENT_REQUEST_PARTIES,
  DOCUMENT_TYPES,
  INSPECTION_RESULTS,
  INSPECTION_STATUSES,
  LOG_ACTIONS,
  NOTICE_REGIMES,
  OFFICES,
  PROTEST_DAMAGE_TYPES,
  PROTEST_STATUSES,
  ROLES,
  SERVICE_TYPES,
  SINISTER_CAUSES,
  STUFFING_MODALS,
  TEAMS,
  TRANSPORT_MODALS,
  type CodeEntry,
} from '../codes';
import type { Locale } from './locales';

/** Every code family whose labels the UIs show, by the name used in its catalogue keys. */
export const CODE_FAMILIES = {
  roles: ROLES,
  offices: OFFICES,
  noticeRegimes: NOTICE_REGIMES,
  currencies: CURRENCIES,
  teams: TEAMS,
  documentRequestParties: DOCUMENT_REQUEST_PARTIES,
  serviceTypes: SERVICE_TYPES,
  transportModals: TRANSPORT_MODALS,
  stuffingModals: STUFFING_MODALS,
  protestDamageTypes: PROTEST_DAMAGE_TYPES,
  damageDestinations: DAMAGE_DESTINATIONS,
  protestStatuses: PROTEST_STATUSES,
  inspectionStatuses: INSPECTION_STATUSES,
  inspectionResults: INSPECTION_RESULTS,
  analysisStatuses: ANALYSIS_STATUSES,
  debtNoteSubStatuses: DEBT_NOTE_SUB_STATUSES,
  logActions: LOG_ACTIONS,
  sinisterCauses: SINISTER_CAUSES,
  documentTypes: DOCUMENT_TYPES,
} as const satisfies Record<string, readonly CodeEntry[]>;

export type CodeFamily = keyof typeof CODE_FAMILIES;
export type CodeKeyOf<F extends CodeFamily> = (typeof CODE_FAMILIES)[F][number]['key'];
/** 'codes.analysisStatuses.PROCESS_CLOSED', 'codes.roles.MASTER', ... */
export type CodeLabelKey = { [F in CodeFamily]: `codes.${F}.${CodeKeyOf<F>}` }[CodeFamily];

export function codeLabelKey<F extends CodeFamily>(family: F, key: CodeKeyOf<F>): CodeLabelKey {
  return `codes.${family}.${key}` as CodeLabelKey;
}

export function codeLabelMessages(locale: Locale): Record<CodeLabelKey, string> {
  const messages: Record<string, string> = {};
  for (const [family, entries] of Object.entries(CODE_FAMILIES) as [CodeFamily, readonly CodeEntry[]][]) {
    for (const entry of entries) messages[`codes.${family}.${entry.key}`] = entry.labels[locale];
  }
  return messages as Record<CodeLabelKey, string>;
}
