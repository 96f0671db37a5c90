import type { OfficeCountry } from '@claims/domain/codes/offices';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { requestFieldLabel } from '@claims/domain/reimbursement/field-labels';
import { bankAccountCountry } from '@claims/domain/validators/bank-account';
import { isTaxIdCountry, namedTaxId } from '@claims/domain/validators/tax-id';
import { capitalize, useI18n } from '../../i18n/I18nContext';
import { Card, Details } from './Card';
import type { RequestDetail } from './request-detail';

/**
 * Where the reimbursement is paid, as the customer gave it: the account's country, bank, agency
 * and account, named by that country's words (an Argentine sucursal), and whom it is paid to: the
 * claimant, with its tax id. No card where the api shows no bank data.
 */
export function BankCard({ request }: { request: RequestDetail }) {
  const { t, label, locale } = useI18n();
  const bank = request.bankData;
  if (!bank) return null;
  const { clientData } = request;
  const claimant: OfficeCountry = isTaxIdCountry(clientData.country ?? '')
    ? (clientData.country as OfficeCountry)
    : 'BR';
  // An account given without its country is in the claimant's, as the wizard offered it.
  const country = bankAccountCountry(bank.country, claimant);
  const named = (field: 'agency' | 'checkingAccount') =>
    capitalize(
      requestFieldLabel(locale, ['bankData', field], { claimant, bankCountry: country }) ??
        label(`fields.${field}`),
    );
  const taxId = namedTaxId(clientData.country, clientData.taxId);
  // The tax id is one word: never broken at its dashes ("CUIT 30-" / "71234567-1").
  const payee = (clientData.companyName || taxId) && (
    <>
      {clientData.companyName}
      {clientData.companyName && taxId && ' · '}
      {taxId && <span className="figure">{taxId}</span>}
    </>
  );
  return (
    <Card title={t('portal.wizard.steps.bank')}>
      <Details
        rows={[
          [t('portal.wizard.bankCountry'), t(`codes.offices.${country}` as CodeLabelKey)],
          [label('fields.bank'), bank.bank],
          [named('agency'), bank.agency],
          [named('checkingAccount'), bank.checkingAccount],
          [t('portal.detail.payee'), payee],
        ]}
      />
    </Card>
  );
}
