import type { OfficeCountry } from '../codes/offices';
import type { Locale } from '../i18n/locales';
import { translate } from '../i18n/translate';
import { bankAccountCountry } from '../validators/bank-account';
import { fieldLabel } from '../validators/issues';
import { TAX_ID_KINDS } from '../validators/tax-id';

/**
 * The catalogue field a bank account's part is called by in the account's country: a Brazilian
 * agência is a sucursal elsewhere, and an Argentine account is given as its CBU just as well.
 */
export function bankFieldName(field: 'agency' | 'checkingAccount', country: OfficeCountry): string {
  if (field === 'agency') return country === 'BR' ? 'agency' : 'branch';
  return country === 'AR' ? 'checkingAccountOrCbu' : 'checkingAccount';
}

/**
 * A reimbursement request's field as the person reads it, in lower case as messages embed it:
 * the tax id by the claimant's country (CUIT, never "documento fiscal"), the bank account's parts
 * by the account's. The step's label, its error ("El campo sucursal es obligatorio") and the
 * review all read it, so a field is never called two things.
 */
export function requestFieldLabel(
  locale: Locale | string,
  path: readonly PropertyKey[],
  countries: { claimant: OfficeCountry; bankCountry?: unknown },
): string | undefined {
  const [group, field] = path;
  if (group === 'clientData' && field === 'taxId') return TAX_ID_KINDS[countries.claimant];
  if (group === 'bankData' && (field === 'agency' || field === 'checkingAccount')) {
    const country = bankAccountCountry(countries.bankCountry, countries.claimant);
    return translate(locale, `fields.${bankFieldName(field, country)}`);
  }
  return fieldLabel(locale, path);
}
