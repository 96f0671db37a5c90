/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { OfficeCountry } from '@claims/domain/codes/offices';
import type { Locale } from '@claims/domain/i18n/locales';
import { listedChoices } from '../../testing/listed-choices';
import { renderScreen } from '../../testing/render-screen';
import { ClientDataStep } from './ClientDataStep';
import { emptyForm } from './request-form';

const step = (claimant: OfficeCountry, locale: Locale) =>
  renderScreen(
    <ClientDataStep
      form={emptyForm()}
      set={() => {}}
      error={() => undefined}
      touch={() => {}}
      chooseClient={false}
      clients={listedChoices([])}
      clientId=""
      onClient={() => {}}
      clientLocked={false}
      claimant={claimant}
    />,
    { locale },
  );

describe('the client data step', () => {
  it.each([
    ['AR', 'es', 'CUIT'],
    ['PY', 'es', 'RUC'],
    ['UY', 'en', 'RUT'],
  ] as const)(
    'names the tax id of a company in %s by its kind, and asks no Brazilian registrations',
    (country, locale, kind) => {
      step(country, locale);
      expect(screen.getByLabelText(kind, { exact: false })).toBeTruthy();
      expect(screen.queryByLabelText('CNPJ', { exact: false })).toBeNull();
      expect(screen.queryByLabelText(/inscripci|registration/i)).toBeNull();
    },
  );

  it('asks a Brazilian company for its CNPJ and both inscrições', () => {
    step('BR', 'pt-BR');
    expect(screen.getByLabelText('CNPJ', { exact: false })).toBeTruthy();
    expect(screen.getByLabelText('Inscrição estadual', { exact: false })).toBeTruthy();
    expect(screen.getByLabelText('Inscrição municipal', { exact: false })).toBeTruthy();
  });

  it('says the tax id follows the company’s country, not the office, in the reader’s language', () => {
    step('BR', 'es');
    expect(
      screen.getByText(
        'CNPJ: el documento fiscal sigue el país de la empresa (Brasil), no la oficina elegida.',
      ),
    ).toBeTruthy();
  });
});
