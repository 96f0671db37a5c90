import { formatMoney } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { totals, type RequestForm } from './request-form';

/** Live totals per currency and in BRL (a foreign line counts once its quotation is typed). */
export function TotalsPanel({ form }: { form: RequestForm }) {
  const { t, locale } = useI18n();
  const { byCurrency, brl } = totals(form);
  const currencies = Object.keys(byCurrency);
  return (
    <section className="totals" aria-live="polite" aria-label={t('portal.wizard.totals')}>
      <h3>{t('portal.wizard.totals')}</h3>
      <dl>
        {currencies.map((c) => (
          <div key={c}>
            <dt>{c}</dt>
            <dd>{formatMoney(locale, byCurrency[c], c)}</dd>
          </div>
        ))}
        <div className="totals-brl">
          <dt>{t('portal.wizard.totalBrl')}</dt>
          <dd>{brl === null ? t('portal.wizard.awaitingQuotation') : formatMoney(locale, brl, 'BRL')}</dd>
        </div>
      </dl>
    </section>
  );
}
