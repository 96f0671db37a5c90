import type { Knex } from 'knex';
import { officeZone, SHARED_CALENDAR_OFFICE } from '@claims/domain';
import { ProtestLetter, ReimbursementRequest } from '@claims/db';

/**
 * The staff dashboard's figures, one SQL each over the projection. Months and days are the
 * offices' shared calendar (domain/src/office-time.ts); money is BRL (the projected
 * `amount_brl`) as decimal strings. Each statement reads through an index (see migration 0040)
 * so it stays fast on 100k requests.
 */
const FILED = `not r.draft and r.deleted_at is null`;
// An IANA name from the offices' reference data, not user input.
const ZONE = officeZone(SHARED_CALENDAR_OFFICE);
/** The wall-clock time an instant is on the shared calendar. */
const LOCAL = (column: string) => `(${column} at time zone '${ZONE}')`;
// The first instant of the month eleven months before the current one: twelve months in all.
const SINCE = `((date_trunc('month', ${LOCAL('now()')}) - interval '11 months') at time zone '${ZONE}')`;
const DAYS = (from: string, to: string) => `extract(epoch from ${to} - ${from}) / 86400`;

type Rows<T> = { rows: T[] };

/** Filed requests, as `r`. */
const filed = (db: Knex) => ReimbursementRequest.query(db).alias('r').whereRaw(FILED);

/**
 * Open requests per status. A request filed a moment ago has no status until its workflow's
 * first projection (or, if its filing was cut short, until the reconciler starts it): it is in
 * no status yet, and counting it as one would answer a status of null.
 */
export async function openCasesByStatus(db: Knex) {
  const rows = await filed(db)
    .whereNull('r.closed_at')
    .whereNotNull('r.analysis_status')
    .select('r.analysis_status as status', db.raw('count(*)'))
    .groupByRaw('1')
    .orderByRaw('1')
    .castTo<{ status: string; count: string }[]>();
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

export async function openCasesByTeam(db: Knex) {
  const rows = await filed(db)
    .whereNull('r.closed_at')
    .select('r.team', db.raw('count(*)'))
    .groupByRaw('1')
    .orderByRaw('1 nulls last')
    .castTo<{ team: string | null; count: string }[]>();
  return rows.map((r) => ({ team: r.team, count: Number(r.count) }));
}

/** The median of `days` over the filed requests `since` selects, to a tenth of a day. */
const median = async (db: Knex, days: string, since: string) => {
  const row = await filed(db)
    .whereRaw(since)
    .select(db.raw(`percentile_cont(0.5) within group (order by ${days}) as days`))
    .first()
    .castTo<{ days: number | null } | undefined>();
  return row?.days === null || row?.days === undefined ? null : Math.round(Number(row.days) * 10) / 10;
};

/** Days from filing to the first answer (proposal or outcome), over the last twelve months. */
export const medianDaysToFirstAnswer = (db: Knex) =>
  median(
    db,
    DAYS('coalesce(r.submitted_at, r.created_at)', 'r.first_answered_at'),
    `r.first_answered_at >= ${SINCE}`,
  );

/** Days from filing to closing, over the cases closed in the last twelve months. */
export const medianDaysToClose = (db: Knex) =>
  median(db, DAYS('coalesce(r.submitted_at, r.created_at)', 'r.closed_at'), `r.closed_at >= ${SINCE}`);

/**
 * Team SLA (ARCHITECTURE §4: first answer within 14 days, clock stopped while waiting on the
 * customer) as the workflow projects it: among the requests of the last twelve months whose
 * clock has run out or been answered, the share answered without breaching it.
 */
export async function slaCompliance(db: Knex) {
  const row = await filed(db)
    .whereRaw(`r.created_at >= ${SINCE}`)
    .select(
      db.raw(`count(*) filter (where r.first_answered_at is not null or r.sla_breached) as decided`),
      db.raw(`count(*) filter (where r.first_answered_at is not null and not r.sla_breached) as within`),
    )
    .first()
    .castTo<{ decided: string; within: string } | undefined>();
  const decided = Number(row?.decided ?? 0);
  const within = Number(row?.within ?? 0);
  return { decided, withinSla: within, share: decided ? Math.round((within / decided) * 1000) / 1000 : null };
}

/**
 * Per month of the last twelve: what was claimed (faults, damages and extra costs of the
 * requests filed that month) and what was paid (the accepted proposal, else the recorded
 * analysis amount, of the requests marked paid that month), both in BRL.
 */
// One statement over the requests, their items, proposals, analyses and events: a report's
// CTEs, which no model query builds, so it stays SQL.
export async function amountsByMonth(db: Knex) {
  const { rows }: Rows<{ month: string; claimed: string; paid: string }> = await db.raw(
    `with months as (
       select to_char(m, 'YYYY-MM') as month
         from generate_series(date_trunc('month', ${LOCAL('now()')}) - interval '11 months',
                              date_trunc('month', ${LOCAL('now()')}), interval '1 month') m
     ), items as (
       select reimbursement_request_id as id, amount_brl from reimbursement_faults
       union all select reimbursement_request_id, amount_brl from reimbursement_damages
       union all select reimbursement_request_id, amount_brl from reimbursement_extra_costs
     ), claimed as (
       select to_char(${LOCAL('coalesce(r.submitted_at, r.created_at)')}, 'YYYY-MM') as month,
              sum(i.amount_brl) as amount
         from reimbursement_requests r join items i on i.id = r.id
        where r.created_at >= ${SINCE} - interval '1 month' and coalesce(r.submitted_at, r.created_at) >= ${SINCE}
          and ${FILED}
        group by 1
     ), paid as (
       select to_char(${LOCAL('e.done_at')}, 'YYYY-MM') as month,
              sum(coalesce(
                (select p.amount_brl from agreement_proposals p
                  where p.reimbursement_request_id = e.case_id and p.status = 'ACCEPTED'
                  order by p.version desc limit 1),
                (select a.reimbursement_amount * coalesce(a.quotation, 1) from reimbursement_analyses a
                  where a.reimbursement_request_id = e.case_id and a.removed_at is null
                  order by a.created_at desc limit 1),
                0)) as amount
         from case_events e
        where e.to_status = 'PAYMENT_MADE' and e.case_kind = 'reimbursement' and e.done_at >= ${SINCE}
        group by 1
     )
     select m.month, round(coalesce(c.amount, 0), 2)::text as claimed, round(coalesce(p.amount, 0), 2)::text as paid
       from months m left join claimed c using (month) left join paid p using (month)
      order by m.month`,
  );
  return rows.map((r) => ({ month: r.month, claimedBrl: r.claimed, paidBrl: r.paid }));
}

/** Open requests whose claim becomes time-barred within 30 days (ARCHITECTURE §4). */
export async function timeBarWithin30Days(db: Knex) {
  const row = await filed(db)
    .whereNull('r.closed_at')
    .whereRaw(`r.time_bar_date between ${LOCAL('now()')}::date and ${LOCAL('now()')}::date + 30`)
    .count({ count: '*' })
    .first()
    .castTo<{ count: string } | undefined>();
  return Number(row?.count ?? 0);
}

/** Protest letters filed after the notice period ("late notice", ARCHITECTURE §4). */
export async function lateProtestLetters(db: Knex) {
  const row = await ProtestLetter.query(db)
    .alias('p')
    .whereRaw('p.late_notice and not p.draft and p.deleted_at is null')
    .count({ count: '*' })
    .first()
    .castTo<{ count: string } | undefined>();
  return Number(row?.count ?? 0);
}

/** Every figure of the dashboard. */
export async function dashboardFigures(db: Knex) {
  const [openByStatus, openByTeam, firstAnswer, close, sla, amounts, timeBar, late] = await runAll(db, [
    () => openCasesByStatus(db),
    () => openCasesByTeam(db),
    () => medianDaysToFirstAnswer(db),
    () => medianDaysToClose(db),
    () => slaCompliance(db),
    () => amountsByMonth(db),
    () => timeBarWithin30Days(db),
    () => lateProtestLetters(db),
  ] as const);
  return {
    openByStatus,
    openByTeam,
    medianDaysToFirstAnswer: firstAnswer,
    medianDaysToClose: close,
    sla,
    amountsByMonth: amounts,
    timeBarWithin30Days: timeBar,
    lateProtestLetters: late,
  };
}

/**
 * The statements side by side on the pool (each on a connection of its own); one after another in
 * a transaction, whose one connection runs one query at a time (pg 9 refuses a second).
 */
async function runAll<T extends readonly (() => Promise<unknown>)[]>(
  db: Knex,
  tasks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!db.isTransaction) return (await Promise.all(tasks.map((task) => task()))) as never;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as never;
}
