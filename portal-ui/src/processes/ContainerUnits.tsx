import { formatters } from '@claims/domain/i18n/formatters';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import type { Locale } from '@claims/domain/i18n/locales';
import { useI18n } from '../i18n/I18nContext';
import { Details } from '../reimbursements/detail/Card';
import type { Letter } from './letter';

/**
 * A weight as the reader writes numbers, in kilograms (the letter's unit): "18.650,5 kg", as the
 * review step and the console write it; the stored "18650.500" shows no trailing zeros.
 */
const kg = (weight: string | null | undefined, locale: Locale) =>
  weight ? `${formatters(locale).number(weight)} kg` : null;

/**
 * The letter's containers as filed: the damages seen, the seals and weights as manifested and
 * as found. A seal or weight that differs is what the client protests, so all four are shown.
 */
export function ContainerUnits({ containers }: { containers: Letter['containers'] }) {
  const { t, label, locale } = useI18n();
  return (
    <ul className="file-list">
      {containers.map((c) => (
        <li key={c.number}>
          <strong>{c.number}</strong>{' '}
          {c.damages.map((d) => t(`codes.protestDamageTypes.${d}` as CodeLabelKey)).join(', ')}
          <Details
            rows={[
              [label('fields.sealManifested'), c.sealManifested],
              [label('fields.sealDetermined'), c.sealDetermined],
              [label('fields.weightManifested'), kg(c.weightManifested, locale)],
              [label('fields.weightDetermined'), kg(c.weightDetermined, locale)],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
