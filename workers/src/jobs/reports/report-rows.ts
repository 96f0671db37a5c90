import type { Knex } from 'knex';
import {
  protestStatusByCode,
  SLOWEST_CASES_PER_MONTH,
  sharedCalendarMonthBounds,
  type ReportRow,
  type ReportType,
} from '@claims/domain';

/** A report's month runs on the offices' shared calendar, from its first midnight to the next month's. */
export function monthBounds(month: string): { from: string; to: string } {
  const { from, to } = sharedCalendarMonthBounds(month);
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

// Every filed case of both kinds, with the dates a report shows. Protest statuses are codes here
// and become keys in `toRow`.
const CASES = `
  select 'reimbursement' as case_kind, r.id, r.reference, coalesce(r.submitted_at, r.created_at) as created_at,
         r.closed_at, r.analysis_status as status
    from reimbursement_requests r
   where not r.draft and r.deleted_at is null
  union all
  select 'protest_letter', p.id, p.reference, coalesce(p.filed_at, p.created_at), p.closed_at, p.status::text
    from protest_letters p
   where not p.draft and p.deleted_at is null`;

const ELAPSED_DAYS = `floor(extract(epoch from coalesce(c.closed_at, now()) - c.created_at) / 86400)::int`;
const COLUMNS = `c.case_kind, c.id, c.reference, c.created_at, c.closed_at, c.status, ${ELAPSED_DAYS} as elapsed_days`;

interface Found {
  case_kind: 'reimbursement' | 'protest_letter';
  id: string;
  reference: string;
  created_at: Date;
  closed_at: Date | null;
  status: string | null;
  elapsed_days: number;
}

/**
 * One SQL per report type over the projection:
 * - MONTHLY_SLOWEST: the month's slowest cases, i.e. those open at some point of the month, by
 *   time from filing to closing (or to now while open), longest first;
 * - OPEN_PROCESSES: the reimbursement requests still open or pending, oldest first;
 * - CLAIMS_CLOSED: the cases whose closing step in the month was done by claims staff (not by a
 *   deadline), as the case log records it.
 */
export async function reportRows(
  db: Knex,
  type: ReportType,
  month: string | undefined,
): Promise<ReportRow[]> {
  let found: { rows: Found[] };
  if (type === 'OPEN_PROCESSES') {
    found = await db.raw(
      `select ${COLUMNS} from (${CASES}) c
        where c.case_kind = 'reimbursement' and c.closed_at is null
        order by c.created_at, c.reference`,
    );
  } else {
    const { from, to } = monthBounds(month as string);
    found =
      type === 'MONTHLY_SLOWEST'
        ? await db.raw(
            `select ${COLUMNS} from (${CASES}) c
              where c.created_at < ? and (c.closed_at is null or c.closed_at >= ?)
              order by elapsed_days desc, c.created_at, c.reference
              limit ?`,
            [to, from, SLOWEST_CASES_PER_MONTH],
          )
        : await db.raw(
            `select ${COLUMNS} from (${CASES}) c
              where exists (
                select 1 from case_events e join users u on u.id = e.done_by
                 where e.case_id = c.id and e.case_kind = c.case_kind
                   and e.to_status in ('PROCESS_CLOSED', 'ANALYSIS_CONCLUDED')
                   and u.role in ('CLAIMS', 'MASTER')
                   and e.done_at >= ? and e.done_at < ?)
              order by c.closed_at nulls last, c.reference`,
            [from, to],
          );
  }
  return found.rows.map(toRow);
}

function toRow(r: Found): ReportRow {
  const status =
    r.case_kind === 'protest_letter' && r.status
      ? (protestStatusByCode(Number(r.status))?.key ?? r.status)
      : (r.status ?? '');
  return {
    caseKind: r.case_kind,
    caseId: r.id,
    reference: r.reference,
    createdAt: r.created_at.toISOString(),
    closedAt: r.closed_at?.toISOString() ?? null,
    elapsedDays: Number(r.elapsed_days),
    status,
  };
}
