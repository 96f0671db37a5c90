import type { MessageParams } from '../i18n/interpolate';
import { translate } from '../i18n/translate';
import { decidedByText } from './decided-by';

describe('who decided how a case ended, in the words of both UIs', () => {
  const t = (locale: string) => (key: string, params?: MessageParams) => translate(locale, key, params);

  it('names the analyst or master who accepted or recorded it', () => {
    expect(decidedByText({ decidedByName: 'Martín Gómez', decidedByClient: false }, t('es'))).toBe(
      'Martín Gómez',
    );
  });

  it.each([
    ['pt-BR', 'Lucía Pérez (cliente aceitou a proposta)', 'Cliente aceitou a proposta'],
    ['es', 'Lucía Pérez (el cliente aceptó la propuesta)', 'El cliente aceptó la propuesta'],
    ['en', 'Lucía Pérez (customer accepted the proposal)', 'Customer accepted the proposal'],
  ])('says the customer accepted the proposal (%s)', (locale, named, unnamed) => {
    expect(decidedByText({ decidedByName: 'Lucía Pérez', decidedByClient: true }, t(locale))).toBe(named);
    expect(decidedByText({ decidedByName: null, decidedByClient: true }, t(locale))).toBe(unnamed);
  });
});
