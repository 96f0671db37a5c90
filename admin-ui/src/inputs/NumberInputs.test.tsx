/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@claims/domain';
import { renderInForm } from '../../test/form-harness';
import { MoneyInput, QuantityInput, QuotationInput, WeightInput } from './NumberInputs';

/** One number input in a form; `save` answers what it would send to the api. */
function renderForm(locale: Locale, input: React.ReactNode, record: Record<string, unknown> = {}) {
  const { save } = renderInForm(locale, input, record);
  const field = screen.getByRole('textbox') as HTMLInputElement;
  return { field, save };
}

/** The money input in reais, `typed` into it by a reader of `locale`. */
async function typedInReais(locale: Locale, typed: string) {
  const form = renderForm(locale, <MoneyInput source="value" label="Valor" currency="BRL" />);
  await userEvent.type(form.field, typed);
  return form;
}

describe('the money input', () => {
  it.each([
    ['pt-BR', '1.250,50', '1.250,50'],
    ['es', '1.250,50', '1.250,50'],
    ['en', '1,250.50', '1,250.50'],
  ] as const)('reads "%s" typed as %s as 1250.50 and shows it back as %s', async (locale, typed, shown) => {
    const { field, save } = await typedInReais(locale, typed);
    expect(field.value).toBe(typed);
    await userEvent.tab();
    expect(field.value).toBe(shown);
    expect((await save()).value).toBe('1250.50');
  });

  it.each([
    ['pt-BR', '1250,50', '1.250,50'],
    ['pt-BR', '1250.50', '1.250,50'],
    ['es', '1250.5', '1.250,50'],
    ['en', '1250,50', '1,250.50'],
    ['en', '1250.50', '1,250.50'],
  ] as const)('in %s accepts a bare "%s" as 1250.50, shown as %s', async (locale, typed, shown) => {
    const { field, save } = await typedInReais(locale, typed);
    await userEvent.tab();
    expect(field.value).toBe(shown);
    expect((await save()).value).toMatch(/^1250\.50?$/);
  });

  it('takes a pasted amount as a Brazilian writes it', async () => {
    const { field, save } = renderForm('pt-BR', <MoneyInput source="value" label="Valor" currency="BRL" />);
    await userEvent.click(field);
    await userEvent.paste('R$ 12.345,67');
    await userEvent.tab();
    expect(field.value).toBe('12.345,67');
    expect((await save()).value).toBe('12345.67');
  });

  it('loses no digit when backspace meets a thousands separator', async () => {
    const { field, save } = renderForm('pt-BR', <MoneyInput source="value" label="Valor" currency="BRL" />, {
      value: '1250.50',
    });
    expect(field.value).toBe('1.250,50');
    await userEvent.click(field);
    // The caret right after "1.": backspace takes the separator, the amount stays the same.
    field.setSelectionRange(2, 2);
    await userEvent.keyboard('{Backspace}');
    expect(field.value).toBe('1250,50');
    await userEvent.tab();
    expect(field.value).toBe('1.250,50');
    expect((await save()).value).toBe('1250.50');
  });

  it('shows guaraníes without decimals and groups them', async () => {
    const { field, save } = renderForm('es', <MoneyInput source="value" label="Importe" currency="PYG" />);
    await userEvent.type(field, '1.500.000');
    await userEvent.tab();
    expect(field.value).toBe('1.500.000');
    expect(screen.getByText('PYG')).toBeTruthy();
    expect((await save()).value).toBe('1500000');
  });

  it.each([
    ['es', '32.000,OO'],
    ['es', '34 mil'],
    ['pt-BR', '1.25O,50'],
  ] as const)(
    'in %s keeps "%s" as typed, letters and all, for the schema to refuse',
    async (locale, typed) => {
      const { field, save } = await typedInReais(locale, typed);
      expect(field.value).toBe(typed);
      await userEvent.tab();
      expect(field.value).toBe(typed);
      expect((await save()).value).toBe(typed);
    },
  );
});

describe('the other number kinds', () => {
  it('reads a quotation of "5,42" in es', async () => {
    const { field, save } = renderForm('es', <QuotationInput source="quotation" label="Cotización" />);
    await userEvent.type(field, '5,42');
    await userEvent.tab();
    expect(field.value).toBe('5,42');
    expect((await save()).quotation).toBe('5.42');
  });

  it('reads a container weight of "18.650" kg in pt-BR as eighteen thousand six hundred and fifty', async () => {
    const { field, save } = renderForm('pt-BR', <WeightInput source="weight" label="Peso" />);
    await userEvent.type(field, '18.650');
    await userEvent.tab();
    expect(field.value).toBe('18.650');
    expect(screen.getByText('kg')).toBeTruthy();
    expect((await save()).weight).toBe('18650');
  });

  it('reads a quantity of "2,5" in pt-BR as two and a half', async () => {
    const first = renderForm('pt-BR', <QuantityInput source="quantity" label="Quantidade" />);
    await userEvent.type(first.field, '2,5');
    expect((await first.save()).quantity).toBe('2.5');
  });

  it('reads "1,000" in en as a thousand', async () => {
    const { field, save } = renderForm('en', <QuantityInput source="quantity" label="Quantity" />);
    await userEvent.type(field, '1,000');
    await userEvent.tab();
    expect(field.value).toBe('1,000');
    expect((await save()).quantity).toBe('1000');
  });
});
