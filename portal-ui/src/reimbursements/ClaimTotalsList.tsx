import type { ReactNode } from 'react';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { claimTotalsView, type ClaimTotals } from '@claims/domain/reimbursement/claim-totals';
import { formatMoney } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';

/**
 * A request's totals one a line: in each currency its lines are in (the office's first) and, when
 * any is foreign, the equivalent in BRL. The wizard shows them live as lines are typed, the detail
 * as filed; `brlNote` says, beside the BRL figure, what that figure leaves out.
 */
export function ClaimTotalsList({
  totals,
  office,
  brlNote,
}: {
  totals: ClaimTotals;
  office: string | null | undefined;
  brlNote?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const { amounts, brlBeside } = claimTotalsView(totals, office);
  // Every currency is named alike, "Real (BRL)": the totals in it and the equivalent in BRL.
  const currencyName = (currency: string) =>
    `${t(`codes.currencies.${currency}` as CodeLabelKey)} (${currency})`;
  return (
    <dl>
      {amounts.map(({ currency, amount }) => (
        <div key={currency} data-currency={currency}>
          <dt>{t('claimTotals.inCurrency', { currency: currencyName(currency) })}</dt>
          <dd>
            <span className="totals-figure">{formatMoney(locale, amount, currency)}</span>
          </dd>
        </div>
      ))}
      {(brlBeside !== null || amounts.length === 0 || brlNote) && (
        <div className="totals-brl" data-currency="BRL">
          <dt>{t('portal.wizard.totalBrl', { currency: currencyName('BRL') })}</dt>
          <dd>
            <span className="totals-figure">{formatMoney(locale, totals.brl, 'BRL')}</span>
            {brlNote}
          </dd>
        </div>
      )}
    </dl>
  );
}
