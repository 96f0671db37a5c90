import type { ReactNode } from 'react';

/** A case's reference as the api writes it: RR-2026-000009, CP-2026-000123. */
const REFERENCE = /\b[A-Z]{2}-\d{4}-\d+\b/g;

/**
 * A text naming cases, with each reference kept on one line: a narrow list (the notification
 * bell) would otherwise break "RR-2026-" from "000009" at the hyphen, and a client reads two
 * numbers where there is one.
 */
export function UnbreakableReferences({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(REFERENCE)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="case-reference">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
