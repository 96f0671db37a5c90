import { useId, useRef, type ReactNode } from 'react';
import { formatDate } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { useStackedLabels } from '../../table/useStackedLabels';

export function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  // A card's tables stack their rows on a phone instead of being cut (issue 16).
  useStackedLabels(ref);
  return (
    <section ref={ref} className={`card ${className}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A shipment's ports (by name, as `formatPort` or the wizard's options give them) and its day of
 * discharge, as `Details` rows: the same three, named and written alike, on a protest letter and a
 * reimbursement request, being filed or filed (the letter's "port of embarkation" is the request's
 * "port of loading", one word in every language).
 */
export function usePortRows() {
  const { label, locale } = useI18n();
  return (shipment: {
    loading: string | null;
    discharge: string | null;
    dischargeDate: string | null | undefined;
    office: string | null;
  }): [string, string][] => [
    [label('fields.portOfLoadingId'), shipment.loading ?? ''],
    [label('fields.portOfDischargeId'), shipment.discharge ?? ''],
    [
      label('fields.dischargeDate'),
      shipment.dischargeDate ? formatDate(locale, shipment.dischargeDate, shipment.office) : '',
    ],
  ];
}
