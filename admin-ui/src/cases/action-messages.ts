/** Where SPEC §8 already words a command's success ("Análise salva com sucesso"), that text is the toast. */
const SPEC_SUCCESS: Readonly<Record<string, string>> = {
  transferResponsibility: 'success.responsibilityTransferred',
  requestDocuments: 'success.documentRequestSent',
  recordAnalysis: 'success.analysisSaved',
  proposeAgreement: 'success.proposalSent',
  requestInspection: 'success.inspectionSaved',
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
  return SPEC_SUCCESS[action] ?? `console.actions.${action}.success`;
}
