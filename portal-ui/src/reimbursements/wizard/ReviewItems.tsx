import { formatLocaleDecimal } from '@claims/domain/i18n/locale-number';
import type { MessageKey } from '@claims/domain/i18n/translate';
import { formatMoney } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { Details } from '../detail/Card';
import { ReviewGroup } from '../../wizard/ReviewGroup';
import { SalvageDetails } from '../SalvageDetails';
import type { DamageLine, ExtraCostLine, FaultLine, RequestForm } from './request-form';

type Group = 'faults' | 'damages' | 'extraCosts';

/**
 * The lines of one item step as they will be filed: what each is, how many at what price, its
 * total in its own money and, for foreign money, the quotation it is converted at. The client
 * confirms amounts here, so each is written as the reader writes money ("R$ 1.250,50").
 */
export function ReviewItems({ form, group }: { form: RequestForm; group: Group }) {
  const { t, label, locale } = useI18n();
  const lines = form[group] as (FaultLine | DamageLine | ExtraCostLine)[];
  if (lines.length === 0) return null;
  const title = t(`portal.wizard.steps.${group}` as MessageKey);
  return (
    <ReviewGroup title={title}>
      {lines.map((line, i) => {
        const money = (value: string) => formatMoney(locale, value, line.currency);
        const what = 'description' in line ? line.description : line.productDescription;
        const quotation =
          line.currency !== 'BRL' && line.quotation ? formatLocaleDecimal(line.quotation, locale) : null;
        const priced: [string, string | null][] =
          'description' in line
            ? [[label('fields.value'), money(line.value)]]
            : [
                [label('fields.amount'), line.amount ? formatLocaleDecimal(line.amount, locale) : null],
                [label('fields.unitPrice'), money(line.unitPrice)],
                [label('fields.totalPrice'), money(line.totalPrice)],
              ];
        return (
          <section key={i} className="review-line" aria-label={`${title}: ${what}`}>
            <h4>
              {t('portal.wizard.line', { n: i + 1 })} · {what || '—'}
            </h4>
            <Details
              rows={[
                ...priced,
                ...(quotation ? [[label('fields.quotation'), quotation] as [string, string]] : []),
                ...('damageDescription' in line
                  ? [[label('fields.damageDescription'), line.damageDescription] as [string, string]]
                  : []),
              ]}
            />
            {'destination' in line && <SalvageDetails line={line} />}
          </section>
        );
      })}
    </ReviewGroup>
  );
}
