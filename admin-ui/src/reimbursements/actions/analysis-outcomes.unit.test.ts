import { proposalFields, proposalSubmission, validateProposal } from './agreement-proposal';
import { analysisFields, analysisSubmission, validateAnalysis } from './analysis-outcomes';

describe('the analysis form, outcome by outcome', () => {
  it('unlocks only the chosen outcome’s fields', () => {
    expect(analysisFields(undefined)).toEqual([]);
    expect(analysisFields('IMPROCEDENT')).toContain('justification');
    expect(analysisFields('IMPROCEDENT')).not.toContain('reimbursementAmount');
    expect(analysisFields('FULLY_PROCEDENT')).toEqual(
      expect.arrayContaining(['reimbursementAmount', 'currency']),
    );
    expect(analysisFields('FULLY_PROCEDENT')).not.toContain('partialProposedValue');
    expect(analysisFields('PARTIALLY_PROCEDENT')).toContain('partialProposedValue');
    expect(proposalFields()).toEqual(['value', 'currency', 'message', 'attachmentFileId']);
  });

  it('asks for a quotation in a foreign currency and for the insurer when insured', () => {
    expect(proposalFields({ currency: 'USD' })).toContain('quotation');
    expect(analysisFields('FULLY_PROCEDENT', { currency: 'BRL' })).not.toContain('quotation');
    expect(analysisFields('FULLY_PROCEDENT', { insuranceCovered: true })).toEqual(
      expect.arrayContaining(['insuranceCompany', 'sinisterNumber']),
    );
  });

  it('sends only the outcome’s fields, amounts as the number inputs hold them, to the right command', () => {
    const values = {
      outcome: 'FULLY_PROCEDENT',
      // The money input already read "9.000,5" as the canonical decimal string.
      reimbursementAmount: '9000.5',
      currency: 'BRL',
      justification: 'left over from another outcome',
      value: '123',
      insuranceCovered: false,
    };
    expect(analysisSubmission(values)).toEqual({
      action: 'recordAnalysis',
      payload: {
        result: 'FULLY_PROCEDENT',
        reimbursementAmount: '9000.5',
        currency: 'BRL',
        insuranceCovered: false,
      },
    });
    expect(
      proposalSubmission({
        value: '500',
        currency: 'BRL',
        reimbursementAmount: '1',
      }),
    ).toEqual({
      action: 'proposeAgreement',
      payload: { value: '500', currency: 'BRL' },
    });
  });

  it('checks with the domain schema and words the errors in the reader’s language', () => {
    expect(validateAnalysis(analysisSubmission({}), 'pt-BR')).toEqual({
      outcome: 'O campo resultado é obrigatório',
    });
    expect(validateAnalysis(analysisSubmission({ outcome: 'IMPROCEDENT' }), 'pt-BR')).toEqual({
      justification: 'O campo justificativa é obrigatório',
    });
    const foreign = validateProposal(proposalSubmission({ value: '10', currency: 'USD' }), 'en');
    expect(Object.keys(foreign)).toEqual(['quotation']);
    expect(
      validateAnalysis(analysisSubmission({ outcome: 'FULLY_PROCEDENT', currency: 'BRL' }), 'es'),
    ).toHaveProperty('reimbursementAmount');
    expect(
      validateAnalysis(
        analysisSubmission({ outcome: 'FULLY_PROCEDENT', currency: 'BRL', reimbursementAmount: '10' }),
        'pt-BR',
      ),
    ).toEqual({});
  });
});
