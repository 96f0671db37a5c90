import {
  formatOfficeDay,
  isMessageKey,
  reimbursement as domain,
  translate,
  type Locale,
} from '@claims/domain';
import type { AgreementProposal, ReimbursementRequest } from '@claims/db';
import type { CaseEventRow } from '../../case-events';
import { presentLog } from './conversation';

/**
 * The sentence for the next thing the case will do by itself: "closes on 2026-12-20 unless the
 * documents are sent". A reminder that is not the reader's own deadline (a scheduled payment's
 * overdue notice to claims, a nudge to an internal area) is the team's business: a customer sees none.
 */
/** What the countdown reads of a request. */
export type RequestDeadlines = Pick<
  ReimbursementRequest,
  'analysisStatus' | 'office' | 'nextDeadline' | 'statusLapsesAt'
> & { timeBarDate: string | null };

export function deadlineText(
  request: RequestDeadlines,
  locale: Locale,
  staff = true,
  settlementHeld: readonly string[] = [],
): { at: string; text: string } | null {
  const pending = deadlineOf(request);
  // With nothing else ahead for the reader (the last time-bar alert, 7 days before, has passed;
  // a reminder is the team's business), the open case still runs to its time bar.
  const next = pending && (staff || pending.kind !== 'REMINDER') ? pending : timeBarOf(request);
  if (!next) return null;
  const key =
    next.kind === 'TRANSITION'
      ? next.key === 'expire'
        ? `timeline.deadline.expire.${request.analysisStatus}`
        : next.key === 'settlementDocumentsLapsed'
          ? settlementKey(settlementHeld)
          : `timeline.deadline.${next.key}`
      : next.kind === 'REMINDER'
        ? 'timeline.deadline.reminder'
        : next.key === 'SLA_BREACHED'
          ? 'timeline.deadline.sla'
          : 'timeline.deadline.timeBar';
  // The time-bar alert wakes the workflow weeks ahead: the reader's deadline is the time bar itself,
  // so the countdown runs to it as the sentence does.
  const timeBar = next.key === 'TIME_BAR_ALERT' && request.timeBarDate ? request.timeBarDate : null;
  const date = timeBar ?? next.at;
  const at = timeBar ? new Date(`${timeBar}T12:00:00.000Z`).toISOString() : next.at;
  // The day at the case's office, written as the reader writes dates (07/12/2026), like every
  // other date on the screen and in the notices.
  // A deadline the customer meets by acting is worded as what they must do; staff read it about them.
  const own = staff && isMessageKey(`${key}.staff`) ? `${key}.staff` : key;
  return { at, text: translate(locale, own, { date: formatOfficeDay(locale, date, request.office) }) };
}

/**
 * The settlement deadline names only what is still to send: a power of attorney sent with earlier
 * documents is not asked again (as the checklist and the notices count it).
 */
function settlementKey(held: readonly string[]): string {
  const outstanding = domain.settlementDocumentsOutstanding(held);
  return outstanding.length === 1
    ? `timeline.deadline.settlementDocumentsLapsed.${outstanding[0]}`
    : 'timeline.deadline.settlementDocumentsLapsed';
}

/** The time bar of an open case as a deadline, when it has one. */
function timeBarOf(request: RequestDeadlines): { at: string; kind: string; key: string } | null {
  if (!request.timeBarDate || !request.analysisStatus || domain.isClosed(request.analysisStatus)) return null;
  return { at: `${request.timeBarDate}T12:00:00.000Z`, kind: 'ALERT', key: 'TIME_BAR_ALERT' };
}

/**
 * The deadline the reader must meet: a reminder is only the workflow's nudge on the way, so when
 * the status lapses (the proposal's answer, the documents, the R&R) the countdown runs to that.
 */
function deadlineOf(request: RequestDeadlines): { at: string; kind: string; key: string } | null {
  const next = request.nextDeadline;
  const lapse = request.analysisStatus ? domain.statusLapseAction(request.analysisStatus) : undefined;
  if (next?.kind === 'REMINDER' && request.statusLapsesAt && lapse)
    return { at: new Date(request.statusLapsesAt).toISOString(), kind: 'TRANSITION', key: lapse };
  return next;
}

/** The business events in order, labelled in the reader's language, and the next deadline. */
export function presentTimeline(
  request: ReimbursementRequest,
  events: CaseEventRow[],
  proposals: AgreementProposal[],
  settlementHeld: readonly string[],
  locale: Locale,
  staff: boolean,
) {
  return {
    id: request.id,
    reference: request.reference,
    analysisStatus: request.analysisStatus,
    // The same steps as the detail's log: a customer's timeline leaves out the internal ones.
    events: presentLog(events, !staff, proposals).map((e) => {
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
    nextDeadline: deadlineText(request, locale, staff, settlementHeld),
  };
}
