import type { MessageKey } from '@claims/domain/i18n/translate';
import { useI18n } from '../../i18n/I18nContext';
import { ClaimTotalsList } from '../ClaimTotalsList';
import type { RequestForm } from './request-form';
import { totals } from './request-totals';

/**
 * Live totals in the currencies the lines are in (the office's first) and, when any is foreign,
 * in BRL beside them; a line the BRL total cannot count yet is named, with what it lacks, right
 * under the BRL figure it is left out of (a note apart from its figure read as a stray warning).
 */
export function TotalsPanel({ form }: { form: RequestForm }) {
  const { t } = useI18n();
  const sums = totals(form);
  const lines = sums.missing.map(({ group, n, missing: what }) =>
    t('portal.totals.missingLine', {
      step: t(`portal.wizard.steps.${group}` as MessageKey),
      n,
      what: t(what === 'quotation' ? 'fields.quotation' : 'fields.total'),
    }),
  );
  return (
    <section className="totals" aria-live="polite" aria-label={t('portal.wizard.totals')}>
      <h3>{t('portal.wizard.totals')}</h3>
      <ClaimTotalsList
        totals={sums}
        office={form.office}
        brlNote={
          lines.length > 0 && (
            <small className="totals-missing">
              {t('portal.totals.missing', { lines: lines.join('; ') })}
            </small>
          )
        }
      />
    </section>
  );
}
