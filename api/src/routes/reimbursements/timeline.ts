import { translate, type Locale } from '@claims/domain';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Steps only the workflow's bookkeeping cares about; a customer's timeline leaves them out. */
const INTERNAL = new Set(['SLA_BREACHED']);

const dateIn = (at: string) => new Date(Date.parse(at) - 3 * 3_600_000).toISOString().slice(0, 10);

/** The sentence for the next thing the case will do by itself: "closes on 2026-12-20 unless the documents are sent". */
export function deadlineText(row: Row, locale: Locale): { at: string; text: string } | null {
  const next = row.next_deadline as { at: string; kind: string; key: string } | null;
  if (!next) return null;
  const date = dateIn(next.at);
  const key =
    next.kind === 'TRANSITION'
      ? next.key === 'expire'
        ? `timeline.deadline.expire.${row.analysis_status}`
        : `timeline.deadline.${next.key}`
      : next.kind === 'REMINDER'
        ? 'timeline.deadline.reminder'
        : next.key === 'SLA_BREACHED'
          ? 'timeline.deadline.sla'
          : 'timeline.deadline.timeBar';
  const params = {
    date: next.key === 'TIME_BAR_ALERT' && row.time_bar_date ? String(day(row.time_bar_date)) : date,
  };
  return { at: next.at, text: translate(locale, key, params) };
}

const day = (d: Date | string) =>
  typeof d === 'string'
    ? d.slice(0, 10)
    : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** The business events in order, labelled in the reader's language, and the next deadline. */
export function presentTimeline(row: Row, events: Row[], locale: Locale, staff: boolean) {
  return {
    id: row.id,
    reference: row.reference,
    analysisStatus: row.analysis_status,
    events: events
      .filter((e) => staff || !INTERNAL.has(e.action))
      .map((e) => {
        const labelKey = `codes.logActions.${e.action}`;
        const label = translate(locale, labelKey);
        return {
          seq: e.seq,
          action: e.action,
          label: label === labelKey ? e.action : label,
          status: e.to_status,
          doneBy: e.done_by_name ?? null,
          doneAt: new Date(e.done_at).toISOString(),
        };
      }),
    nextDeadline: deadlineText(row, locale),
  };
}
