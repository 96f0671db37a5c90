import { translate } from '../i18n/translate';
import { localizeIssues } from '../validators/issues';
import { requestFieldLabel } from './field-labels';
import { reimbursementSubmissionSchema } from './submission';

/** The bank step's errors as the wizard words them for an Argentine claimant. */
const bankErrors = (bankData: Record<string, string>) => {
  const parsed = reimbursementSubmissionSchema('AR').safeParse({ bankData });
  if (parsed.success) throw new Error('an empty request was accepted');
  const label = (path: readonly PropertyKey[]) =>
    requestFieldLabel('es', path, { claimant: 'AR', bankCountry: bankData.country });
  return localizeIssues(parsed.error.issues, 'es', label);
};

describe('a request field is named by its country in labels and errors alike', () => {
  it('an Argentine account: "El campo sucursal es obligatorio", never agencia', () => {
    const errors = bankErrors({ bank: 'Banco Nación', agency: '', checkingAccount: '' });
    expect(errors['bankData.agency']).toBe('El campo sucursal es obligatorio');
    expect(errors['bankData.agency']).not.toMatch(/agencia/i);
  });

  it.each([
    ['es', 'AR', 'sucursal', 'cuenta corriente o CBU'],
    ['es', 'BR', 'agencia', 'cuenta corriente'],
    ['pt-BR', 'UY', 'sucursal', 'conta corrente'],
    ['en', 'AR', 'branch', 'checking account or CBU'],
  ] as const)('in %s, an account in %s has a %s and a %s', (locale, bankCountry, agency, account) => {
    const countries = { claimant: 'BR', bankCountry } as const;
    expect(requestFieldLabel(locale, ['bankData', 'agency'], countries)).toBe(agency);
    expect(requestFieldLabel(locale, ['bankData', 'checkingAccount'], countries)).toBe(account);
  });

  it('an account with no country chosen is named by the claimant’s', () => {
    expect(requestFieldLabel('es', ['bankData', 'agency'], { claimant: 'AR', bankCountry: '' })).toBe(
      'sucursal',
    );
  });

  it.each([
    ['AR', 'CUIT'],
    ['PY', 'RUC'],
    ['UY', 'RUT'],
    ['BR', 'CNPJ'],
  ] as const)('the tax id of a company in %s is its %s', (claimant, kind) => {
    expect(requestFieldLabel('es', ['clientData', 'taxId'], { claimant })).toBe(kind);
  });

  it('other fields keep their catalogue name', () => {
    expect(requestFieldLabel('es', ['bankData', 'bank'], { claimant: 'AR' })).toBe(
      translate('es', 'fields.bank'),
    );
  });
});
