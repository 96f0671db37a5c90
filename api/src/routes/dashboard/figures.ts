import type { Knex } from 'knex';
import { officeZone, SHARED_CALENDAR_OFFICE } from '@claims/domain';
import { ProtestLetter, ReimbursementRequest } from '@claims/db';

/**
 * The staff dashboard's figures, one SQL each over the projection. Months and days are the
 * offices' shared calendar (domain/src/office-time.ts); money is BRL (the projected
 * `amount_brl`) as decimal strings. Each statement reads through an index (see migrations 0040
 * and 20261125000400); the amounts per month are kept as steps happen, and the year's
 * statistics may come from a short cache (year-statistics-cache.ts), so that the cost does not
 * grow with years of claims (issue 19).
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
 * Open requests per status and per team, in one read of the open requests (grouping sets), as
 * the count grows with the open work. A request filed a moment ago has no status until its
 * workflow's first projection (or, if its filing was cut short, until the reconciler starts it):
 * it is in no status yet, and counting it as one would answer a status of null; it has a team.
 */
export async function openCases(db: Knex) {
  const rows = await filed(db)
    .whereNull('r.closed_at')
    .select(
      'r.analysis_status as status',
      'r.team',
      db.raw('grouping(r.analysis_status) = 0 as by_status'),
      db.raw('count(*)'),
    )
    .groupByRaw('grouping sets ((r.analysis_status), (r.team))')
    .castTo<{ status: string | null; team: string | null; byStatus: boolean; count: string }[]>();
  const byStatus = rows
    .filter((r): r is typeof r & { status: string } => r.byStatus && r.status !== null)
    .map((r) => ({ status: r.status, count: Number(r.count) }))
    .sort((a, b) => (a.status < b.status ? -1 : 1));
  // Teams in order, the requests without one last.
  const byTeam = rows
    .filter((r) => !r.byStatus)
    .map((r) => ({ team: r.team, count: Number(r.count) }))
    .sort((a, b) => (a.team === null ? 1 : b.team === null ? -1 : a.team < b.team ? -1 : 1));
  return { byStatus, byTeam };
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
// Read from the totals the projection keeps as each request is filed and paid
// (db/src/monthly-amounts.ts): twelve rows whatever the volume, where summing a year of requests
// and their items on every view cost 2.5 s at 100k requests (issue 19).
export async function amountsByMonth(db: Knex) {
  const { rows }: Rows<{ month: string; claimed: string; paid: string }> = await db.raw(
    `select to_char(m, 'YYYY-MM') as month,
            round(coalesce(a.claimed_brl, 0), 2)::text as claimed, round(coalesce(a.paid_brl, 0), 2)::text as paid
       from generate_series(date_trunc('month', ${LOCAL('now()')}) - interval '11 months',
                            date_trunc('month', ${LOCAL('now()')}), interval '1 month') m
       left join reimbursement_monthly_amounts a on a.month = m::date
      order by m`,
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

/** The medians and the SLA share: statistics over the last twelve months. */
export async function yearStatistics(db: Knex) {
  const [firstAnswer, close, sla] = await runAll(db, [
    () => medianDaysToFirstAnswer(db),
    () => medianDaysToClose(db),
    () => slaCompliance(db),
  ] as const);
  return { medianDaysToFirstAnswer: firstAnswer, medianDaysToClose: close, sla };
}

type YearStatistics = Awaited<ReturnType<typeof yearStatistics>>;

/**
 * Every figure of the dashboard. `statistics` may answer the year's statistics from a cache (the
 * route's); without it they are computed here, as everything else always is.
 */
export async function dashboardFigures(
  db: Knex,
  statistics: (compute: () => Promise<YearStatistics>) => Promise<YearStatistics> = (compute) => compute(),
) {
  const [open, year, amounts, timeBar, late] = await runAll(db, [
    () => openCases(db),
    () => statistics(() => yearStatistics(db)),
    () => amountsByMonth(db),
    () => timeBarWithin30Days(db),
    () => lateProtestLetters(db),
  ] as const);
  return {
    openByStatus: open.byStatus,
    openByTeam: open.byTeam,
    ...year,
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
