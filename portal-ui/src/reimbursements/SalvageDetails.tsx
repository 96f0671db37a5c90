import type { ReactNode } from 'react';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { formatMoney } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';

/** The salvage fields of a damaged line, as typed in the wizard or read back from the api. */
export interface SalvageLine {
  currency: string;
  destination?: string | null;
  salePrice?: string | null;
  lossMitigationValue?: string | null;
  address?: string | null;
  name?: string | null;
  phone?: string | null;
}

/**
 * What became of a damaged line's goods (SPEC §4 damage destination), what they sold for, the
 * loss mitigated, and where they are and whom to ask. Claims analyses the salvage with these, so
 * what was typed is shown back wherever the line is: on the wizard's review and the detail page.
 */
export function SalvageDetails({ line }: { line: SalvageLine }) {
  const { t, label, locale } = useI18n();
  const money = (value?: string | null) => (value ? formatMoney(locale, value, line.currency) : '');
  const rows = [
    [
      label('fields.destination'),
      line.destination ? t(`codes.damageDestinations.${line.destination}` as CodeLabelKey) : '',
    ],
    [label('fields.salePrice'), money(line.salePrice)],
    [label('fields.lossMitigationValue'), money(line.lossMitigationValue)],
    [label('fields.address'), line.address ?? ''],
    [
      t('portal.salvage.contact'),
      // A telephone number is one word: never broken between its groups of digits.
      line.name || line.phone ? (
        <>
          {line.name}
          {line.name && line.phone && ' · '}
          {line.phone && <span className="phone-number">{line.phone}</span>}
        </>
      ) : (
        ''
      ),
    ],
  ].filter(([, value]) => value !== '') as [string, ReactNode][];
  if (rows.length === 0) return null;
  return (
    <dl className="salvage" aria-label={t('portal.salvage.title')}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
