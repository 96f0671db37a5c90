/** @jest-environment jsdom */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate } from '@claims/domain/i18n/translate';
import type { Locale } from '@claims/domain/i18n/locales';
import { I18nContext } from '../i18n/I18nContext';
import { MoneyInput, QuantityInput, QuotationInput, WeightInput } from './number-inputs';

type Kind = 'money' | 'quantity' | 'quotation' | 'weight';

/** One input of `kind` in a form of its own; `sent()` is what the form would send the api. */
function renderInput(kind: Kind, locale: Locale, initial = '', currency = 'BRL') {
  let latest = initial;
  function Form() {
    const [value, setValue] = useState(initial);
    const props = {
      label: 'Valor',
      value,
      onChange: (next: string) => {
        latest = next;
        setValue(next);
      },
    };
    return (
      <I18nContext.Provider
        value={{ locale, t: (k, p) => translate(locale, k, p), label: (k) => k, setLocale: () => {} }}
      >
        {kind === 'money' && <MoneyInput {...props} currency={currency} />}
        {kind === 'quantity' && <QuantityInput {...props} />}
        {kind === 'quotation' && <QuotationInput {...props} />}
        {kind === 'weight' && <WeightInput {...props} />}
        <button type="button">next</button>
      </I18nContext.Provider>
    );
  }
  render(<Form />);
  return { input: screen.getByLabelText('Valor') as HTMLInputElement, sent: () => latest };
}

const user = () => userEvent.setup();

describe.each([
  ['pt-BR', '1.250,50', '1.250,50'],
  ['es', '1.250,50', '1.250,50'],
  ['en', '1,250.50', '1,250.50'],
] as const)('a money input in %s', (locale, typed, shown) => {
  it(`reads "${typed}" as 1250.50 and shows it back as "${shown}"`, async () => {
    const u = user();
    const { input, sent } = renderInput('money', locale);
    await u.type(input, typed);
    expect(sent()).toBe('1250.50');
    await u.tab();
    expect(input.value).toBe(shown);
  });

  it('reads a pasted amount the same way', async () => {
    const u = user();
    const { input, sent } = renderInput('money', locale);
    await u.click(input);
    await u.paste(typed);
    expect(sent()).toBe('1250.50');
  });

  it('shows an amount from a saved draft with the currency decimals', () => {
    const { input } = renderInput('money', locale, '3500');
    expect(input.value).toBe(locale === 'en' ? '3,500.00' : '3.500,00');
  });
});

describe('bare numbers, where they are unambiguous', () => {
  it.each([
    ['pt-BR', '1250,50', '1250.50'],
    ['pt-BR', '1250.50', '1250.50'],
    ['es', '3500,00', '3500.00'],
    ['en', '1250.50', '1250.50'],
    ['en', '1250,50', '1250.50'],
  ] as const)('in %s "%s" is %s', async (locale, typed, canonical) => {
    const u = user();
    const { input, sent } = renderInput('money', locale);
    await u.type(input, typed);
    expect(sent()).toBe(canonical);
  });
});

describe('editing', () => {
  it('backspace over the thousands separator deletes it, and the rest still reads right (pt-BR)', async () => {
    const u = user();
    const { input, sent } = renderInput('money', 'pt-BR', '1250.50');
    expect(input.value).toBe('1.250,50');
    await u.click(input);
    // Caret after "1.": backspace removes the dot, not a digit.
    input.setSelectionRange(2, 2);
    await u.keyboard('{Backspace}');
    expect(input.value).toBe('1250,50');
    expect(sent()).toBe('1250.50');
  });

  it('letters are kept as typed and handed on to be refused, never dropped into another number', async () => {
    const u = user();
    const { input, sent } = renderInput('money', 'es');
    await u.type(input, '34 mil');
    expect(input.value).toBe('34 mil');
    expect(sent()).toBe('34 mil');
    await u.tab();
    expect(input.value).toBe('34 mil');
    await u.clear(input);
    await u.type(input, '1,2,3');
    expect(sent()).toBe('1,2,3');
  });

  it('emptying the field sends nothing', async () => {
    const u = user();
    const { input, sent } = renderInput('quantity', 'pt-BR', '3');
    await u.clear(input);
    expect(sent()).toBe('');
  });
});

describe('the other kinds', () => {
  it('a guaraní amount has no decimals: "1.500.000" is 1500000 and shown so', async () => {
    const u = user();
    const { input, sent } = renderInput('money', 'es', '', 'PYG');
    await u.type(input, '1.500.000');
    expect(sent()).toBe('1500000');
    await u.tab();
    expect(input.value).toBe('1.500.000');
  });

  it('a quotation of "5,42" in pt-BR is 5.42', async () => {
    const u = user();
    const { input, sent } = renderInput('quotation', 'pt-BR');
    await u.type(input, '5,42');
    expect(sent()).toBe('5.42');
  });

  it('a weight of "18.650" kg in pt-BR is eighteen thousand six hundred and fifty kg', async () => {
    const u = user();
    const { input, sent } = renderInput('weight', 'pt-BR');
    await u.type(input, '18.650');
    expect(sent()).toBe('18650');
    expect(screen.getByText('kg')).toBeTruthy();
  });

  it('a quantity of "2,5" in es is 2.5, and "1,000" in en is a thousand', async () => {
    const u = user();
    const es = renderInput('quantity', 'es');
    await u.type(es.input, '2,5');
    expect(es.sent()).toBe('2.5');
    document.body.innerHTML = '';
    const en = renderInput('quantity', 'en');
    await u.type(en.input, '1,000');
    expect(en.sent()).toBe('1000');
  });
});
