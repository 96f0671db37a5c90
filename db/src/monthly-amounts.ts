import type { Knex } from 'knex';
import { officeZone, SHARED_CALENDAR_OFFICE } from '@claims/domain';

/**
 * The dashboard's claimed and paid per month (issue 19), kept as the cases move instead of summed
 * from every request and item of the last year on each view, which grew with a year's volume
 * (2.5 s of the dashboard's 3.3 s at 100k requests).
 *
 * Kept in the same transaction as the step that changes them (the projection of a reimbursement
 * workflow), not in a cache: a filing or a payment is in the figures as soon as its step is, and a
 * step that rolls back leaves them as they were. Each step adds once, because the projection only
 * writes what a step records when its log entry is new. Both figures are fixed when they happen:
 * a request's items are written when it is filed and never changed afterwards, and a payment is
 * valued as it is made (the accepted proposal, else the standing analysis, in BRL).
 *
 * Months are the offices' shared calendar (domain/src/office-time.ts), as the dashboard reads them.
 */
// An IANA name from the offices' reference data, not user input.
const ZONE = officeZone(SHARED_CALENDAR_OFFICE);
const monthOf = (instant: string) => `date_trunc('month', ${instant} at time zone '${ZONE}')::date`;

/** What a request claims, in BRL: its faults, damages and extra costs. */
const claimedBrl = (requestId: string) =>
  ['reimbursement_faults', 'reimbursement_damages', 'reimbursement_extra_costs']
    .map(
      (t) =>
        `(select coalesce(sum(i.amount_brl), 0) from ${t} i where i.reimbursement_request_id = ${requestId})`,
    )
    .join(' + ');

/** What a request is paid, in BRL: the accepted proposal, else the standing analysis's amount. */
const paidBrl = (requestId: string) => `coalesce(
  (select p.amount_brl from agreement_proposals p
    where p.reimbursement_request_id = ${requestId} and p.status = 'ACCEPTED'
    order by p.version desc limit 1),
  (select a.reimbursement_amount * coalesce(a.quotation, 1) from reimbursement_analyses a
    where a.reimbursement_request_id = ${requestId} and a.removed_at is null
    order by a.created_at desc limit 1),
  0)`;

const FILED = `not r.draft and r.deleted_at is null`;
const ADD = `on conflict (month) do update set
  claimed_brl = m.claimed_brl + excluded.claimed_brl, paid_brl = m.paid_brl + excluded.paid_brl`;

/**
 * Adds a request just filed to the month it was filed in. Run it last in the step's transaction:
 * every filing of the month updates the same row, whose lock is held until the commit.
 */
export async function addClaimedMonth(trx: Knex.Transaction, requestId: string): Promise<void> {
  await trx.raw(
    `insert into reimbursement_monthly_amounts as m (month, claimed_brl, paid_brl)
     select ${monthOf('coalesce(r.submitted_at, r.created_at)')}, ${claimedBrl('r.id')}, 0
       from reimbursement_requests r where r.id = ? and ${FILED}
     ${ADD}`,
    [requestId],
  );
}

/** Adds a payment to the month it was recorded in (last in the step's transaction, as above). */
export async function addPaidMonth(trx: Knex.Transaction, requestId: string, doneAt: string): Promise<void> {
  await trx.raw(
    `insert into reimbursement_monthly_amounts as m (month, claimed_brl, paid_brl)
     select ${monthOf('payment.done_at')}, 0, ${paidBrl('payment.id')}
       from (select ?::uuid as id, ?::timestamptz as done_at) payment
     ${ADD}`,
    [requestId, doneAt],
  );
}

/**
 * Sums every month again from the requests and the case log: for the migration that creates the
 * table, and for rows written outside the workflows (the bench's COPY seeding). Two statements,
 * to run in one transaction.
 */
export const RECOMPUTE_MONTHLY_AMOUNTS = [
  `delete from reimbursement_monthly_amounts`,
  `insert into reimbursement_monthly_amounts (month, claimed_brl, paid_brl)
   select month, sum(claimed), sum(paid) from (
     select ${monthOf('coalesce(r.submitted_at, r.created_at)')} as month, ${claimedBrl('r.id')} as claimed, 0 as paid
       from reimbursement_requests r where ${FILED}
     union all
     select ${monthOf('e.done_at')}, 0, ${paidBrl('e.case_id')}
       from case_events e where e.case_kind = 'reimbursement' and e.action = 'PAYMENT_MADE'
   ) amounts
   group by month`,
] as const;
