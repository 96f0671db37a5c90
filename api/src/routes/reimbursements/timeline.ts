import { formatOfficeDay, reimbursement as domain, translate, type Locale } from '@claims/domain';
import { presentLog } from './conversation';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The sentence for the next thing the case will do by itself: "closes on 2026-12-20 unless the
 * documents are sent". A reminder that is not the reader's own deadline (a scheduled payment's
 * overdue notice to claims, a nudge to an internal area) is the team's business: a customer sees none.
 */
export function deadlineText(row: Row, locale: Locale, staff = true): { at: string; text: string } | null {
  const next = deadlineOf(row);
  if (!next || (!staff && next.kind === 'REMINDER')) return null;
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
  // The time-bar alert wakes the workflow weeks ahead: the reader's deadline is the time bar itself,
  // so the countdown runs to it as the sentence does.
  const timeBar = next.key === 'TIME_BAR_ALERT' && row.time_bar_date ? String(day(row.time_bar_date)) : null;
  const date = timeBar ?? next.at;
  const at = timeBar ? new Date(`${timeBar}T12:00:00.000Z`).toISOString() : next.at;
  // The day at the case's office, written as the reader writes dates (07/12/2026), like every
  // other date on the screen and in the notices.
  return { at, text: translate(locale, key, { date: formatOfficeDay(locale, date, row.office) }) };
}

/**
 * The deadline the reader must meet: a reminder is only the workflow's nudge on the way, so when
 * the status lapses (the proposal's answer, the documents, the R&R) the countdown runs to that.
 */
function deadlineOf(row: Row): { at: string; kind: string; key: string } | null {
  const next = row.next_deadline as { at: string; kind: string; key: string } | null;
  const lapse = domain.statusLapseAction(row.analysis_status);
  if (next?.kind === 'REMINDER' && row.status_lapses_at && lapse)
    return { at: new Date(row.status_lapses_at).toISOString(), kind: 'TRANSITION', key: lapse };
  return next;
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
    // The same steps as the detail's log: a customer's timeline leaves out the internal ones.
    events: presentLog(events, !staff).map((e) => {
      const labelKey = `codes.logActions.${e.action}`;
      const label = translate(locale, labelKey);
      return {
        seq: e.seq,
        action: e.action,
        label: label === labelKey ? e.action : label,
        status: e.toStatus,
        doneBy: e.byClaimsTeam ? translate(locale, 'conversation.log.claimsTeam') : e.doneByName,
        doneAt: e.doneAt as string,
        details: e.details,
      };
    }),
    nextDeadline: deadlineText(row, locale, staff),
  };
}
