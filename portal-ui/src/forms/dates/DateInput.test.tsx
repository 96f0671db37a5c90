/** @jest-environment jsdom */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate } from '@claims/domain/i18n/translate';
import type { Locale } from '@claims/domain/i18n/locales';
import { I18nContext } from '../../i18n/I18nContext';
import { errorOf } from '../../testing/screen-text';
import { DateInput } from './DateInput';

/** A date field in a form of its own, in `locale`; `error()` is the text under it. */
function renderDate(locale: Locale) {
  function Form() {
    const [value, setValue] = useState('');
    // As the portal's forms do, leaving the field marks it touched, and the form renders again.
    const [, setTouched] = useState(false);
    return (
      <I18nContext.Provider
        value={{ locale, t: (k, p) => translate(locale, k, p), label: (k) => k, setLocale: () => {} }}
      >
        <DateInput label="Fecha" value={value} onChange={setValue} onBlur={() => setTouched(true)} />
      </I18nContext.Provider>
    );
  }
  render(<Form />);
  const input = screen.getByLabelText('Fecha') as HTMLInputElement;
  const error = () => errorOf(input);
  return { input, error };
}

describe.each([
  ['pt-BR', 'Essa data não existe', 'Data inválida: use dd/mm/aaaa'],
  ['es', 'Esa fecha no existe', 'Fecha inválida: use dd/mm/aaaa'],
  ['en', 'That date does not exist', 'Invalid date: use dd/mm/yyyy'],
] as const)('a date typed in %s', (locale, impossible, badFormat) => {
  it('written right but for a day no calendar has, is said not to exist', async () => {
    const user = userEvent.setup();
    const { input, error } = renderDate(locale);
    await user.type(input, '31/02/2026');
    await user.tab();
    expect(input.value).toBe('31/02/2026');
    expect(error()).toBe(impossible);
  });

  it('written wrong, is told how to write it', async () => {
    const user = userEvent.setup();
    const { input, error } = renderDate(locale);
    await user.type(input, 'mañana');
    await user.tab();
    expect(error()).toBe(badFormat);
  });
});
