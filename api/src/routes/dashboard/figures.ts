import type { Knex } from 'knex';
import { officeZone, SHARED_CALENDAR_OFFICE } from '@claims/domain';
import { ReimbursementRequest } from '@claims/db';

/**
 * The staff dashboard's figures, one SQL each over the projection. Months and days are the
 * offices' shared calendar (domain/src/office-time.ts); money is BRL (the projected
 * `amount_brl`) as decimal strings. The counts and the amounts per month are kept as steps
 * happen, and the year's statistics may come from a short cache (year-statistics-cache.ts), so
 * that the cost does not grow with years of claims (issue 19).
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
 * Every count the dashboard shows, kept as the cases move (migration 20261125000900), so that a
 * view reads a few dozen rows whatever the volume (issue 19): open requests per status and per
 * team, those whose time bar falls within 30 days on the shared calendar, and the late protest
 * letters. A request filed a moment ago has no status until its workflow's first projection (or,
 * if its filing was cut short, until the reconciler starts it): it is in no status yet, and
 * counting it as one would answer a status of null; it has a team.
 */
export async function dashboardCounts(db: Knex) {
  const { rows }: Rows<{ figure: string; key: string; count: string }> = await db.raw(
    `select figure, key, count from dashboard_count_figures(${LOCAL('now()')}::date, ${LOCAL('now()')}::date + 30)`,
  );
  const of = (figure: string) => rows.filter((r) => r.figure === figure);
  const total = (figure: string) => of(figure).reduce((sum, r) => sum + Number(r.count), 0);
  const byStatus = of('openByStatus')
    .filter((r) => r.key !== '')
    .map((r) => ({ status: r.key, count: Number(r.count) }))
    .sort((a, b) => (a.status < b.status ? -1 : 1));
  // Teams in order, the requests without one last.
  const byTeam = of('openByTeam')
    .map((r) => ({ team: r.key === '' ? null : r.key, count: Number(r.count) }))
    .sort((a, b) => (a.team === null ? 1 : b.team === null ? -1 : a.team < b.team ? -1 : 1));
  return {
    openByStatus: byStatus,
    openByTeam: byTeam,
    timeBarWithin30Days: total('timeBarWithin'),
    lateProtestLetters: total('lateProtestLetters'),
  };
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
  const [counts, year, amounts] = await runAll(db, [
    () => dashboardCounts(db),
    () => statistics(() => yearStatistics(db)),
    () => amountsByMonth(db),
  ] as const);
  return { ...counts, ...year, amountsByMonth: amounts };
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
