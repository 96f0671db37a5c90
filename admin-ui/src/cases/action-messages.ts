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

export const successMessageKey = (action: string) =>
  SPEC_SUCCESS[action] ?? `console.actions.${action}.success`;
