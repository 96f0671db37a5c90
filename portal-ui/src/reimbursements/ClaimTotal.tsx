import { claimTotalsView, type ClaimTotals } from '@claims/domain/reimbursement/claim-totals';
import { formatMoney } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';

/**
 * A request's total in its own money (each currency its lines are in, the office's first), with
 * the BRL equivalent beside it when any line is foreign.
 */
export function ClaimTotal({ totals, office }: { totals: ClaimTotals; office: string }) {
  const { t, locale } = useI18n();
  const { amounts, brlBeside } = claimTotalsView(totals, office);
  if (amounts.length === 0) return <>—</>;
  return (
    <span className="claim-total">
      {amounts.map(({ currency, amount }) => (
        <strong key={currency} data-currency={currency}>
          {formatMoney(locale, amount, currency)}
        </strong>
      ))}
      {brlBeside !== null && (
        <span className="claim-total-brl" data-currency="BRL">
          {t('claimTotals.brlBeside', { amount: formatMoney(locale, brlBeside, 'BRL') })}
        </span>
      )}
    </span>
  );
}
