/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { within } from '@testing-library/react';
import { confirmedCommand, dialogLabels, openActionDialog } from '../../../test/reimbursement-actions';
import { requestUnderAnalysis } from '../../../test/reimbursement-fixtures';

const request = requestUnderAnalysis();

const openAnalysis = (record = request) => openActionDialog(record, 'Registrar análise');

describe('the analysis form', () => {
  it('offers the analysis outcomes only and unlocks the fields of the one chosen', async () => {
    const { user, dialog } = await openAnalysis();
    for (const outcome of ['Procedente', 'Parcialmente procedente', 'Improcedente'])
      expect(within(dialog).getByLabelText(outcome)).toBeTruthy();
    // The proposal is its own button and dialog ("Propor acordo"), not an outcome to switch to.
    expect(within(dialog).queryByLabelText('Proposta de acordo')).toBeNull();
    expect(dialogLabels(dialog)).not.toContain('Justificativa *');

    await user.click(within(dialog).getByLabelText('Improcedente'));
    expect(dialogLabels(dialog)).toContain('Justificativa *');
    expect(dialogLabels(dialog)).not.toContain('Valor do ressarcimento *');

    await user.click(within(dialog).getByLabelText('Parcialmente procedente'));
    expect(dialogLabels(dialog)).toEqual(
      expect.arrayContaining(['Valor do ressarcimento *', 'Valor parcial proposto *']),
    );

    await user.click(within(dialog).getByLabelText('Coberto por seguro'));
    expect(dialogLabels(dialog)).toEqual(expect.arrayContaining(['Seguradora *', 'Número do sinistro *']));
  });

  it("tells the analyst that the comments are the client's to read", async () => {
    const { user, dialog } = await openAnalysis();
    await user.click(within(dialog).getByLabelText('Improcedente'));
    expect(within(dialog).getByText('O cliente vê estes comentários na página do processo.')).toBeTruthy();
  });

  it('records an improcedent outcome with its justification only', async () => {
    const { user, dialog, commands } = await openAnalysis();
    await user.click(within(dialog).getByLabelText('Improcedente'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('O campo justificativa é obrigatório')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Justificativa *'), 'Avaria preexistente ao embarque.');
    expect(await confirmedCommand({ user, dialog, commands })).toMatchObject({
      action: 'recordAnalysis',
      payload: { result: 'IMPROCEDENT', justification: 'Avaria preexistente ao embarque.' },
    });
  });
});
