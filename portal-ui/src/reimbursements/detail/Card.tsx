import { useId, useRef, type ReactNode } from 'react';
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
