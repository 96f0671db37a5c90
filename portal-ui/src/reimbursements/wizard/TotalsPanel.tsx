import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import type { MessageKey } from '@claims/domain/i18n/translate';
import { claimTotalsView } from '@claims/domain/reimbursement/claim-totals';
import { formatMoney } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import type { RequestForm } from './request-form';
import { totals } from './request-totals';

/**
 * Live totals in the currencies the lines are in (the office's first) and, when any is foreign,
 * in BRL beside them; a line the BRL total cannot count yet is named, with what it lacks, right
 * under the BRL figure it is left out of (a note apart from its figure read as a stray warning).
 */
export function TotalsPanel({ form }: { form: RequestForm }) {
  const { t, locale } = useI18n();
  const sums = totals(form);
  const { amounts, brlBeside } = claimTotalsView(sums, form.office);
  const lines = sums.missing.map(({ group, n, missing: what }) =>
    t('portal.totals.missingLine', {
      step: t(`portal.wizard.steps.${group}` as MessageKey),
      n,
      what: t(what === 'quotation' ? 'fields.quotation' : 'fields.total'),
    }),
  );
  // Every currency is named alike, "Real (BRL)": the totals in it and the equivalent in BRL.
  const currencyName = (currency: string) =>
    `${t(`codes.currencies.${currency}` as CodeLabelKey)} (${currency})`;
  const named = (currency: string) => t('claimTotals.inCurrency', { currency: currencyName(currency) });
  return (
    <section className="totals" aria-live="polite" aria-label={t('portal.wizard.totals')}>
      <h3>{t('portal.wizard.totals')}</h3>
      <dl>
        {amounts.map(({ currency, amount }) => (
          <div key={currency} data-currency={currency}>
            <dt>{named(currency)}</dt>
            <dd>{formatMoney(locale, amount, currency)}</dd>
          </div>
        ))}
        {(brlBeside !== null || amounts.length === 0 || lines.length > 0) && (
          <div className="totals-brl" data-currency="BRL">
            <dt>{t('portal.wizard.totalBrl', { currency: currencyName('BRL') })}</dt>
            <dd>
              <span className="totals-figure">{formatMoney(locale, sums.brl, 'BRL')}</span>
              {lines.length > 0 && (
                <small className="totals-missing">
                  {t('portal.totals.missing', { lines: lines.join('; ') })}
                </small>
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
