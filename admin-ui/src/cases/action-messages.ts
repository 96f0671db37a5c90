import { formatOfficeDay } from '@claims/domain';

/** Where SPEC §8 already words a command's success ("Análise salva com sucesso"), that text is the toast. */
const SPEC_SUCCESS: Readonly<Record<string, string>> = {
  transferResponsibility: 'success.responsibilityTransferred',
  requestDocuments: 'success.documentRequestSent',
  recordAnalysis: 'success.analysisSaved',
  proposeAgreement: 'success.proposalSent',
  concludeAnalysis: 'success.analysisSaved',
  linkReimbursement: 'success.letterOfProtestLinked',
};

/**
 * The toast after a command, given the case it answered: a proposal (or the acceptance of a
 * counteroffer) held above its author's authority limit says it went for a master's approval.
 */
export function successMessageKey(action: string, answer?: object): string {
  const proposals = (answer as { proposals?: { status: string }[] } | undefined)?.proposals ?? [];
  const held = proposals.some((p) => p.status === 'PENDING_APPROVAL');
  if (held && (action === 'proposeAgreement' || action === 'acceptCounteroffer'))
    return 'console.actions.sentForApproval';
  if (action === 'requestInspection') return 'console.actions.requestInspection.done';
  return SPEC_SUCCESS[action] ?? `console.actions.${action}.success`;
}

interface AnsweredLetter {
  reference?: string;
  office?: string;
  inspection?: { date?: string | null; hour?: string | null } | null;
}

/**
 * The values the toast names: what was asked for, of which case and when ("Vistoria solicitada
 * para a carta protesto CP-2026-000123 em 10/05/2030 às 09:30"), from the case the api answered.
 */
export function successMessageArgs(answer: object | undefined, locale: string): Record<string, string> {
  const letter = (answer ?? {}) as AnsweredLetter;
  return {
    reference: letter.reference ?? '',
    date: formatOfficeDay(locale, letter.inspection?.date, letter.office),
    hour: letter.inspection?.hour ?? '',
  };
}
