/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import { translate } from '@claims/domain';
import { confirmedCommand, dialogLabels, openActionDialog } from '../../../test/reimbursement-actions';
import { requestUnderAnalysis } from '../../../test/reimbursement-fixtures';
import type { ReimbursementDetail } from '../types';

const request = requestUnderAnalysis();

function openProposal(record = request, locale: 'pt-BR' | 'es' | 'en' = 'pt-BR') {
  const propose = { 'pt-BR': 'Propor acordo', es: 'Proponer acuerdo', en: 'Propose agreement' }[locale];
  return openActionDialog(record, propose, { locale });
}

describe('the agreement proposal dialog', () => {
  it.each([
    ['pt-BR', ['Valor *', 'Moeda *', 'Mensagem', 'Anexo da proposta']],
    ['es', ['Valor *', 'Moneda *', 'Mensaje', 'Adjunto de la propuesta']],
  ] as const)(
    'in %s asks for the proposal only: no analysis outcome to switch to',
    async (locale, fields) => {
      const { dialog } = await openProposal(request, locale);
      expect(dialogLabels(dialog)).toEqual(expect.arrayContaining([...fields]));
      expect(within(dialog).queryAllByRole('radio')).toEqual([]);
      for (const outcome of ['Procedente', 'Parcialmente procedente', 'Improcedente'])
        expect(within(dialog).queryByLabelText(outcome)).toBeNull();
    },
  );

  it('sends the proposal with its value typed as a Brazilian writes it', async () => {
    const { user, dialog, commands } = await openProposal();
    await user.type(within(dialog).getByLabelText('Valor *'), '1.250,50');
    expect(await confirmedCommand({ user, dialog, commands })).toMatchObject({
      action: 'proposeAgreement',
      payload: { value: '1250.50', currency: 'BRL' },
    });
  });

  it('proposes in guaraníes: whole amounts grouped with dots, and a quotation with many decimals', async () => {
    const { user, dialog, commands } = await openProposal();
    await user.click(within(dialog).getByRole('combobox', { name: /Moeda/ }));
    await user.click(await screen.findByRole('option', { name: 'Guarani' }));
    const value = within(dialog).getByLabelText('Valor *') as HTMLInputElement;
    await user.type(value, '1.500.000');
    await user.type(within(dialog).getByLabelText('Cotação *'), '0,000712');
    expect(value.value).toBe('1.500.000');
    expect(within(dialog).getAllByText('PYG').length).toBeGreaterThan(0);
    expect(await confirmedCommand({ user, dialog, commands })).toMatchObject({
      action: 'proposeAgreement',
      payload: { value: '1500000', currency: 'PYG', quotation: '0.000712' },
    });
  });

  it('warns the analyst, without stopping them, when the proposal is above the total claimed', async () => {
    const claimed = { ...request, totals: { byCurrency: { BRL: '12000.00' }, brl: '12000.00' } };
    const { user, dialog, commands } = await openProposal(claimed as ReimbursementDetail);
    const value = within(dialog).getByLabelText('Valor *');
    await user.type(value, '12.000,00');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.clear(value);
    await user.type(value, '15.000,00');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'O valor do acordo é maior que o total reclamado.',
    );
    expect(await confirmedCommand({ user, dialog, commands })).toMatchObject({
      action: 'proposeAgreement',
      payload: { value: '15000.00' },
    });
  });

  // A tester's R$ 50.000,00 proposed on a claim of R$ 12.500,50: the analyst reads, before
  // confirming, the warning the master's and the counteroffer's dialogs show.
  it.each([
    ['pt-BR', '50.000,00', 'O valor do acordo é maior que o total reclamado.', 'Confirmar'],
    ['es', '50.000,00', 'El valor del acuerdo es mayor que el total reclamado.', 'Confirmar'],
    ['en', '50,000.00', 'The agreement value is above the total claimed.', 'Confirm'],
  ] as const)(
    'in %s warns of a proposal four times the claim before it is confirmed',
    async (locale, typed, warning, confirm) => {
      const claimed = { ...request, totals: { byCurrency: { BRL: '12500.50' }, brl: '12500.50' } };
      const { user, dialog, commands } = await openProposal(claimed as ReimbursementDetail, locale);
      await user.type(within(dialog).getByLabelText(/^(Valor|Value) \*/), typed);
      expect(within(dialog).getByRole('alert').textContent).toBe(warning);
      expect(commands).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() =>
        expect(commands).toEqual([
          expect.objectContaining({
            action: 'proposeAgreement',
            payload: expect.objectContaining({ value: '50000.00' }),
          }),
        ]),
      );
    },
  );

  it('weighs a proposal in another currency against the claim in reais, at the quotation typed', async () => {
    const claimed = { ...request, totals: { byCurrency: { BRL: '12000.00' }, brl: '12000.00' } };
    const { user, dialog } = await openProposal(claimed as ReimbursementDetail);
    await user.click(within(dialog).getByRole('combobox', { name: /Moeda/ }));
    await user.click(await screen.findByRole('option', { name: 'Dólar' }));
    await user.type(within(dialog).getByLabelText('Valor *'), '3.000,00');
    // No quotation yet: no common measure, no warning.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const quotation = within(dialog).getByLabelText('Cotação *');
    await user.type(quotation, '3,5');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.clear(quotation);
    await user.type(quotation, '5');
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
  });
});

describe.each(['pt-BR', 'es'] as const)('an agreement proposed in %s with letters in its value', (locale) => {
  it.each(['34 mil', '32.000,OO', '1.25O,50'])(
    'keeps "%s" as typed, says the amount is invalid and sends nothing',
    async (typed) => {
      const { user, commands, dialog } = await openProposal(request, locale);
      const value = within(dialog).getByLabelText(/^Valor/) as HTMLInputElement;
      await user.type(value, typed);
      await user.tab();
      expect(value.value).toBe(typed);
      await user.click(within(dialog).getByRole('button', { name: /Confirmar/ }));
      expect(await within(dialog).findByText(translate(locale, 'validation.money.invalid'))).toBeTruthy();
      expect(value.value).toBe(typed);
      expect(commands).toEqual([]);
    },
  );
});
