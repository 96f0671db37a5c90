/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import { openActionDialog } from '../../../test/reimbursement-actions';
import { paymentScheduled } from '../../../test/reimbursement-fixtures';
import type { ReimbursementDetail } from '../types';

/** A case whose agreed value, approved by a master, is R$ 62.500,50, its payment scheduled. */
const scheduled = paymentScheduled({
  outcome: {
    decision: { kind: 'PROPOSAL_ACCEPTED', value: '62500.50', currency: 'BRL' },
  } as ReimbursementDetail['outcome'],
});

/** Intl writes a non-breaking space between R$ and the amount: compared as a reader sees it. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

async function payment(locale: 'pt-BR' | 'es' | 'en' = 'pt-BR') {
  const record = {
    'pt-BR': 'Registrar pagamento realizado',
    es: 'Registrar pago realizado',
    en: 'Record payment made',
  };
  const opened = await openActionDialog(scheduled, record[locale], { locale });
  const value = within(opened.dialog).getByLabelText(/^(Valor|Value) \*/) as HTMLInputElement;
  const confirm = () =>
    opened.user.click(
      within(opened.dialog).getByRole('button', { name: locale === 'en' ? 'Confirm' : 'Confirmar' }),
    );
  const typeValue = async (typed: string) => {
    await opened.user.clear(value);
    await opened.user.type(value, typed);
  };
  return { ...opened, value, confirm, typeValue };
}

describe('the payment made dialog against the agreed value', () => {
  it.each([
    ['pt-BR', '70.000,00', 'O valor pago não pode ser maior que o valor acordado (R$ 62.500,50)'],
    ['es', '70.000,00', 'El importe pagado no puede ser mayor que el importe acordado (62.500,50 BRL)'],
    ['en', '70,000.00', 'The amount paid cannot be more than the agreed value (R$62,500.50)'],
  ] as const)(
    'in %s refuses more than agreed under the amount, and sends nothing',
    async (locale, typed, message) => {
      const { typeValue, confirm, dialog, commands } = await payment(locale);
      await typeValue(typed);
      await confirm();
      await waitFor(() =>
        expect(
          within(dialog).getAllByText((_, el) => spaced(el?.textContent) === message).length,
        ).toBeGreaterThan(0),
      );
      expect(commands).toEqual([]);
    },
  );

  it('asks before recording less than agreed, and records it when confirmed again', async () => {
    const { typeValue, confirm, dialog, commands } = await payment();
    await typeValue('50.000,00');
    await confirm();
    const question = await within(dialog).findByRole('alert');
    expect(spaced(question.textContent)).toBe(
      'O valor pago (R$ 50.000,00) é menor que o valor acordado (R$ 62.500,50). Registrar mesmo assim?',
    );
    expect(commands).toEqual([]);
    await confirm();
    await waitFor(() =>
      expect(commands).toEqual([
        expect.objectContaining({
          action: 'markPaid',
          payload: expect.objectContaining({ value: '50000.00', currency: 'BRL' }),
        }),
      ]),
    );
  });

  it.each([
    [
      'es',
      '50.000,00',
      'El importe pagado (50.000,00 BRL) es menor que el importe acordado (62.500,50 BRL). ¿Registrarlo de todos modos?',
    ],
    [
      'en',
      '50,000.00',
      'The amount paid (R$50,000.00) is less than the agreed value (R$62,500.50). Record it anyway?',
    ],
  ] as const)('in %s asks the same question in the reader’s language', async (locale, typed, text) => {
    const { typeValue, confirm, dialog, commands } = await payment(locale);
    await typeValue(typed);
    await confirm();
    expect(spaced((await within(dialog).findByRole('alert')).textContent)).toBe(text);
    expect(commands).toEqual([]);
  });

  it('asks again once the amount changes to another below the agreed value', async () => {
    const { typeValue, confirm, dialog, commands } = await payment();
    await typeValue('50.000,00');
    await confirm();
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await typeValue('5.000,00');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await confirm();
    expect(spaced((await within(dialog).findByRole('alert')).textContent)).toMatch(
      /^O valor pago \(R\$ 5\.000,00\)/,
    );
    expect(commands).toEqual([]);
  });

  it('records the agreed value itself at once, without asking', async () => {
    const { value, confirm, dialog, commands } = await payment();
    expect(value.value).toBe('62.500,50');
    await confirm();
    await waitFor(() =>
      expect(commands).toEqual([
        expect.objectContaining({
          action: 'markPaid',
          payload: expect.objectContaining({ value: '62500.50' }),
        }),
      ]),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('starts in the agreed currency, and refuses another before sending (9.000 dollars on R$ 8.200,00 went through)', async () => {
    const { typeValue, confirm, dialog, commands, user } = await payment();
    const currency = within(dialog).getByRole('combobox', { name: /Moeda/ });
    expect(currency.textContent).toBe('Real');
    await user.click(currency);
    await user.click(await screen.findByRole('option', { name: 'Dólar' }));
    await typeValue('70.000,00');
    await confirm();
    expect(
      await within(dialog).findByText('O pagamento deve ser registrado na moeda do valor acordado (BRL)'),
    ).toBeTruthy();
    expect(commands).toEqual([]);
  });

  it.each([
    ['pt-BR', '0,00', 'O valor precisa ser maior que zero'],
    ['es', '0,00', 'El importe debe ser mayor que cero'],
    ['en', '0.00', 'The amount must be greater than zero'],
  ] as const)(
    'in %s refuses a payment of nothing, without asking whether it is less than agreed',
    async (locale, typed, message) => {
      const { typeValue, confirm, dialog, commands } = await payment(locale);
      await typeValue(typed);
      await confirm();
      expect(await within(dialog).findByText(message)).toBeTruthy();
      expect(within(dialog).queryByRole('alert')).toBeNull();
      expect(commands).toEqual([]);
    },
  );

  it('says a payment date in the future is refused before asking whether less than agreed is meant', async () => {
    const { typeValue, confirm, dialog, commands, user } = await payment();
    await user.click((await within(dialog).findAllByRole('spinbutton'))[0]!);
    await user.keyboard('01012099');
    await typeValue('50.000,00');
    await confirm();
    expect(await within(dialog).findByText('A data do pagamento não pode estar no futuro')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(commands).toEqual([]);
  });
});
