/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { OfficeCountry } from '@claims/domain/codes/offices';
import type { Locale } from '@claims/domain/i18n/locales';
import { renderScreen } from '../../testing/render-screen';
import { BankStep } from './BankStep';
import { emptyForm } from './request-form';

const step = (office: string, locale: Locale, claimant: OfficeCountry = 'BR') =>
  renderScreen(
    <BankStep
      form={{ ...emptyForm(), office }}
      set={() => {}}
      error={() => undefined}
      touch={() => {}}
      claimant={claimant}
    />,
    { locale },
  );

describe('the bank step names the account as its country does', () => {
  it('an Argentine account: a sucursal, and a checking account or its CBU', () => {
    step('AR', 'es', 'AR');
    expect(screen.getByLabelText('Sucursal', { exact: false })).toBeTruthy();
    expect(screen.queryByLabelText('Agencia', { exact: false })).toBeNull();
    expect(screen.getByLabelText('Cuenta corriente o CBU', { exact: false })).toBeTruthy();
  });

  it.each([
    ['UY', 'es', 'Sucursal'],
    ['PY', 'pt-BR', 'Sucursal'],
    ['BR', 'es', 'Agencia'],
    ['BR', 'pt-BR', 'Agência'],
  ] as const)('a claimant of %s, in %s: %s', (claimant, locale, agency) => {
    step('BR', locale, claimant);
    expect(screen.getByLabelText(agency, { exact: false })).toBeTruthy();
  });

  it.each([
    ['es', 'Brasil', 'Agencia'],
    ['pt-BR', 'Brasil', 'Agência'],
  ] as const)(
    'a Brazilian client at the Argentine office banks in Brazil by default, in %s',
    (locale, country, agency) => {
      step('AR', locale, 'BR');
      const chosen = screen.getByLabelText(locale === 'es' ? 'País de la cuenta' : 'País da conta', {
        exact: false,
      }) as HTMLSelectElement;
      expect(chosen.selectedOptions[0]!.textContent).toBe(country);
      expect(screen.getByLabelText(agency, { exact: false })).toBeTruthy();
    },
  );
});
