/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import { emptyFault, emptyForm } from './request-form';
import { TotalsPanel } from './TotalsPanel';

/** A line in reais and one in dollars at 5,42: a total in each, and their equivalent in reais. */
const form = {
  ...emptyForm(),
  faults: [
    { ...emptyFault(), productDescription: 'Café', amount: '2', unitPrice: '100.00', totalPrice: '200.00' },
    {
      ...emptyFault('USD'),
      productDescription: 'Cacau',
      amount: '1',
      unitPrice: '10.00',
      totalPrice: '10.00',
      quotation: '5.42',
    },
  ],
};

describe('the totals of the reimbursement wizard', () => {
  it.each([
    ['es', ['Total en Real (BRL)', 'Total en Dólar (USD)', 'Total equivalente en Real (BRL)']],
    ['pt-BR', ['Total em Real (BRL)', 'Total em Dólar (USD)', 'Total equivalente em Real (BRL)']],
  ] as const)('name the real as the currency list does, in %s', (locale, labels) => {
    renderScreen(<TotalsPanel form={form} />, { locale });
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(labels);
  });

  it.each([
    ['es', 'Fuera del total en BRL: Faltantes línea 2 (cotización)'],
    ['pt-BR', 'Fora do total em BRL: Faltas linha 2 (cotação)'],
  ] as const)('notes a line left out of the BRL total with that figure, in %s', (locale, note) => {
    const unquoted = { ...form, faults: [form.faults[0]!, { ...form.faults[1]!, quotation: '' }] };
    renderScreen(<TotalsPanel form={unquoted} />, { locale });
    const shown = screen.getByText(note);
    // In the BRL total's own row, beside its figure, not in a paragraph apart.
    const row = shown.closest('[data-currency="BRL"]')!;
    expect(row).toBeTruthy();
    expect(shown.closest('dd')!.querySelector('.totals-figure')!.textContent).toMatch(/200,00/);
  });
});
