import type { Knex } from 'knex';
import { appendCaseLog } from './case-log';
import { CASE_ANALYSTS, reimbursement as domain, type CurrencyKey } from '@claims/domain';
import type { ReimbursementActivities, ReimbursementTransitionRecord } from '@claims/workflows';

/**
 * Writes each transition of a reimbursement workflow to PostgreSQL in one transaction: the log
 * entry, the request's row (status, team, sub-status, clocks), what the step records (analysis,
 * proposal versions, time-bar extension) and the outbox rows of whom it concerns. Retries are
 * safe: the log is unique per (case, seq), nothing else is written when it was already there,
 * and the row only moves forward.
 */
export function createReimbursementActivities(deps: { db: Knex }): ReimbursementActivities {
  return {
    async recordReimbursementTransition(record: ReimbursementTransitionRecord) {
      await deps.db.transaction(async (trx) => {
        const fresh = await appendCaseLog(trx, 'reimbursement', { ...record, caseId: record.requestId });
        if (!fresh) return;
        const facts = record.facts;
        await trx('reimbursement_requests')
          .where({ id: record.requestId })
          .andWhere('projected_seq', '<', record.seq)
          .update({
            // The first projection is what makes a filing a filed case (issue 17: never listed
            // as filed without its workflow); until then the row stays a resumable draft.
            ...FILED,
            analysis_status: record.toStatus,
            team: record.team,
            projected_seq: record.seq,
            updated_at: record.doneAt,
            closed_at: domain.isClosed(record.toStatus) ? record.doneAt : null,
            ...(record.case
              ? {
                  sub_status: record.case.subStatus ?? null,
                  counteroffer_pending: record.case.counterofferPending,
                }
              : {}),
            ...(facts
              ? {
                  sla_due_at: facts.slaDueAt,
                  sla_breached: facts.slaBreached,
                  first_answered_at: facts.firstAnsweredAt,
                  time_bar_date: facts.timeBarDate ? officeDay(facts.timeBarDate) : null,
                  next_deadline: facts.nextDeadline ? JSON.stringify(facts.nextDeadline) : null,
                  status_lapses_at: facts.lapseAt,
                }
              : {}),
          });
        await projectStep(trx, record);
        await writeOutbox(trx, record);
      });
    },

    async loadReimbursementTimers(office: string) {
      // Defaults, then the operator's settings, then the office's own: the most specific wins.
      const rows: { key: string; value: Partial<domain.ReimbursementTimers> }[] = await deps
        .db('settings')
        .whereIn('key', ['reimbursement.timers', `reimbursement.timers.${office}`])
        .select('key', 'value');
      const general = rows.find((r) => r.key === 'reimbursement.timers')?.value ?? {};
      const own = rows.find((r) => r.key === `reimbursement.timers.${office}`)?.value ?? {};
      return { ...domain.DEFAULT_REIMBURSEMENT_TIMERS, ...general, ...own };
    },
  };
}

const FILED = { draft: false, draft_data: null, filing_started_at: null } as const;

/** The calendar day of an instant in the offices' time zone (all UTC-3). */
const officeDay = (at: string) => new Date(Date.parse(at) - 3 * 3_600_000).toISOString().slice(0, 10);

const brl = (value: string, currency: CurrencyKey, quotation?: string) => {
  const { quotation: q, amountBrl } = domain.withBrl(value, currency, quotation);
  return { quotation: q, amount_brl: amountBrl };
};

type Payload = Record<string, string | boolean | number | undefined>;
const str = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

/** The rows a step records besides the log: outcomes, proposals and their answers, extensions. */
async function projectStep(trx: Knex.Transaction, record: ReimbursementTransitionRecord) {
  const p = record.payload as Payload;
  const request = { reimbursement_request_id: record.requestId };
  const proposals = () => trx('agreement_proposals').where(request);
  switch (record.action) {
    case 'FULLY_PROCEDENT':
    case 'PARTIALLY_PROCEDENT':
    case 'IMPROCEDENT':
      await trx('reimbursement_analyses').insert({
        ...request,
        result: record.action,
        justification: str(p.justification),
        proposed_amount: str(p.proposedAmount),
        reimbursement_amount: str(p.reimbursementAmount),
        currency: str(p.currency),
        quotation: str(p.quotation),
        insurance_covered: p.insuranceCovered === true,
        insurance_company: str(p.insuranceCompany),
        sinister_number: str(p.sinisterNumber),
        process_number: str(p.processNumber),
        sinister_cause_id: str(p.sinisterCauseId),
        expected_payment_date: str(p.expectedPaymentDate),
        partial_proposed_value: str(p.partialProposedValue),
        salvage_or_sale: str(p.salvageOrSale),
        comments: str(p.comments),
        created_by: record.doneBy,
        created_at: record.doneAt,
      });
      return;
    case 'ANALYSIS_REMOVED':
      await trx('reimbursement_analyses')
        .where(request)
        .whereNull('removed_at')
        .update({ removed_at: record.doneAt });
      return;
    case 'AGREEMENT_PROPOSAL': {
      // A new proposal answers the open counteroffer.
      await proposals()
        .where({ status: 'OPEN' })
        .update({ status: 'COUNTERED', ...answer(record) });
      const currency = (str(p.currency) ?? 'BRL') as CurrencyKey;
      const value = String(p.value);
      const pending = p.aboveAuthorityLimit === true;
      await trx('agreement_proposals').insert({
        ...request,
        version: Number(p.version ?? (await nextVersion(trx, record.requestId))),
        kind: 'PROPOSAL',
        value,
        currency,
        ...brl(value, currency, str(p.quotation) ?? undefined),
        message: str(p.message),
        attachment_file_id: str(p.attachmentFileId),
        proposed_by: record.doneBy,
        proposed_at: record.doneAt,
        status: pending ? 'PENDING_APPROVAL' : 'OPEN',
        expires_at: pending ? null : lapseOf(record),
      });
      return;
    }
    case 'PROPOSAL_APPROVED':
      // A master approves what waited: a proposal (now with the customer) or accepting a counteroffer.
      if (p.of === 'COUNTEROFFER') {
        await proposals()
          .where({ status: 'PENDING_APPROVAL', kind: 'COUNTEROFFER' })
          .update({ status: 'ACCEPTED', approved_by: record.doneBy, approved_at: record.doneAt });
        return;
      }
      await proposals()
        .where({ status: 'PENDING_APPROVAL', kind: 'PROPOSAL' })
        .update({
          status: 'OPEN',
          approved_by: record.doneBy,
          approved_at: record.doneAt,
          expires_at: lapseOf(record),
        });
      return;
    case 'PROPOSAL_REJECTED':
      // The master's reason is the answer to what waited. A rejected acceptance leaves the
      // customer's counteroffer open again, as if it had never been accepted.
      if (p.of === 'COUNTEROFFER') {
        await proposals()
          .where({ status: 'PENDING_APPROVAL', kind: 'COUNTEROFFER' })
          .update({ status: 'OPEN', answered_at: null, answered_by: null, answer_message: null });
        return;
      }
      await proposals()
        .where({ status: 'PENDING_APPROVAL', kind: 'PROPOSAL' })
        .update({
          status: 'REJECTED',
          answered_at: record.doneAt,
          answered_by: record.doneBy,
          answer_message: str(p.reason),
        });
      return;
    case 'COUNTEROFFER_MADE': {
      const open = await proposals()
        .where({ status: 'OPEN', kind: 'PROPOSAL' })
        .orderBy('version', 'desc')
        .first();
      await proposals()
        .where({ status: 'OPEN' })
        .update({ status: 'COUNTERED', ...answer(record) });
      const currency = (open?.currency ?? 'BRL') as CurrencyKey;
      const value = String(p.value);
      await trx('agreement_proposals').insert({
        ...request,
        version: Number(p.version ?? (await nextVersion(trx, record.requestId))),
        kind: 'COUNTEROFFER',
        value,
        currency,
        ...brl(value, currency, open?.quotation ?? undefined),
        message: str(p.message),
        proposed_by: record.doneBy,
        proposed_at: record.doneAt,
        status: 'OPEN',
      });
      return;
    }
    case 'COUNTEROFFER_ACCEPTED':
      // Above the author's authority limit the acceptance waits for a master, as a proposal does.
      await proposals()
        .where({ status: 'OPEN', kind: 'COUNTEROFFER' })
        .update({
          status: p.aboveAuthorityLimit === true ? 'PENDING_APPROVAL' : 'ACCEPTED',
          ...answer(record),
        });
      return;
    case 'COUNTEROFFER_DECLINED':
      await proposals()
        .where({ status: 'OPEN', kind: 'COUNTEROFFER' })
        .update({ status: 'REJECTED', ...answer(record) });
      return;
    case 'PROPOSAL_ACCEPTED':
      await proposals()
        .where({ status: 'OPEN' })
        .update({ status: 'ACCEPTED', ...answer(record) });
      return;
    case 'CLOSED_BY_EXPIRY':
      await proposals().where({ status: 'OPEN' }).update({ status: 'EXPIRED' });
      return;
    case 'DEAL_UNDONE':
    case 'REQUEST_CLOSED':
      await proposals()
        .whereIn('status', ['OPEN', 'PENDING_APPROVAL'])
        .update({ status: 'WITHDRAWN', answered_at: record.doneAt });
      return;
    case 'TIME_BAR_EXTENDED':
      await trx('time_bar_extensions').insert({
        ...request,
        granted_by: p.grantedBy,
        granted_to: p.grantedTo,
        extended_until: p.until,
        document_file_id: str(p.documentFileId),
        recorded_by: record.doneBy,
        recorded_at: record.doneAt,
      });
      return;
  }
}

/** Who answered the other side's offer, when, and with what message. */
const answer = (record: ReimbursementTransitionRecord) => ({
  answered_at: record.doneAt,
  answered_by: record.doneBy,
  answer_message: str((record.payload as Payload).message),
});

/** An open proposal lapses when its status timer would close the case (the next deadline's lapse). */
function lapseOf(record: ReimbursementTransitionRecord): string | null {
  return record.facts?.lapseAt ?? null;
}

async function nextVersion(trx: Knex.Transaction, requestId: string): Promise<number> {
  const row = await trx('agreement_proposals')
    .where({ reimbursement_request_id: requestId })
    .max({ v: 'version' })
    .first();
  return Number(row?.v ?? 0) + 1;
}

async function writeOutbox(trx: Knex.Transaction, record: ReimbursementTransitionRecord) {
  const notices = domain.noticesOf(
    record.action,
    record.payload as { aboveAuthorityLimit?: boolean; of?: string },
    record.toStatus,
  );
  if (!notices.length) return;
  const request = await trx('reimbursement_requests')
    .where({ id: record.requestId })
    .first('reference', 'created_by');
  if (!request) return;
  const to: Record<domain.ReimbursementRecipient, string | null> = {
    CLIENT: request.created_by,
    CLAIMS: `team:${record.team}`,
    CASE_ANALYSTS,
    MASTER: 'role:MASTER',
  };
  const details = await noticeDetails(trx, record);
  const rows = notices
    .map((n) => ({ ...n, recipient: to[n.recipient], audience: n.recipient }))
    .filter((n): n is typeof n & { recipient: string } => n.recipient !== null)
    .map((n) => ({
      event_key: domain.reimbursementEventKey(record.requestId, record.seq, n.recipient),
      kind: n.kind,
      payload: JSON.stringify({
        caseKind: 'reimbursement',
        caseId: record.requestId,
        reference: request.reference,
        recipient: n.recipient,
        // Nobody is told of their own doing (a master approving is among the masters), but for
        // a confirmation (the filing's receipt).
        ...(record.doneBy && !n.confirmation ? { excludeUserId: record.doneBy } : {}),
        status: record.toStatus,
        seq: record.seq,
        ...details,
        // Staff's reasons for blocking or reopening stay with staff.
        ...(n.audience === 'CLIENT' && !CLIENT_MESSAGES.has(record.action) ? { message: undefined } : {}),
      }),
    }));
  await trx('outbox').insert(rows).onConflict('event_key').ignore();
}

/** The steps whose typed message or reason is meant for the customer too. */
const CLIENT_MESSAGES = new Set([
  'DOCUMENTS_REQUESTED_CUSTOMER',
  'AGREEMENT_PROPOSAL',
  'PROPOSAL_APPROVED',
  'COUNTEROFFER_ACCEPTED',
  'COUNTEROFFER_DECLINED',
  'REQUEST_CLOSED',
]);

/**
 * What a notice says besides the reference, stored as codes and ISO dates (each reader's
 * language is applied on delivery): the documents asked for and by when, the value on the table,
 * the payment's dates, the receiving team, the message typed with the step.
 */
async function noticeDetails(
  trx: Knex.Transaction,
  record: ReimbursementTransitionRecord,
): Promise<Record<string, string | undefined>> {
  const p = record.payload as Payload;
  const out: Record<string, string | undefined> = {
    team: record.team,
    deadline: record.facts?.lapseAt ?? undefined,
    message: str(p.message ?? p.reason) ?? undefined,
  };
  if (Array.isArray(record.payload.documentTypes))
    out.documentTypes = (record.payload.documentTypes as string[]).join(',');
  if (record.action === 'DOCUMENTS_REMINDER') {
    const asked = await trx('case_events')
      .where({ case_kind: 'reimbursement', case_id: record.requestId })
      .where('action', 'like', 'DOCUMENTS_REQUESTED_%')
      .orderBy('seq', 'desc')
      .first('payload');
    out.documentTypes = ((asked?.payload?.documentTypes as string[] | undefined) ?? []).join(',');
  }
  if (SETTLEMENT_STEPS.has(record.action)) out.documentTypes = domain.SETTLEMENT_DOCUMENT_TYPES.join(',');
  if (PROPOSAL_STEPS.has(record.action)) {
    const latest = await trx('agreement_proposals')
      .where({ reimbursement_request_id: record.requestId })
      .orderBy('version', 'desc')
      .first('value', 'currency', 'message', 'answer_message');
    if (latest) {
      out.value = String(latest.value);
      out.currency = latest.currency;
      // What the customer reads once a master lets a step through is what claims wrote with it:
      // the proposal's message, or the words claims accepted the counteroffer with (the latest
      // row is then the customer's own counteroffer, whose message is theirs, not claims').
      if (record.action === 'PROPOSAL_APPROVED')
        out.message ??= str(p.of === 'COUNTEROFFER' ? latest.answer_message : latest.message) ?? undefined;
    }
  }
  if (record.action === 'PAYMENT_SCHEDULED') out.expectedDate = str(p.expectedDate) ?? undefined;
  if (record.action === 'PAYMENT_OVERDUE') out.expectedDate = record.case?.paymentDueOn ?? undefined;
  if (record.action === 'PAYMENT_MADE') {
    out.paidOn = str(p.paidOn) ?? undefined;
    out.value = str(p.value) ?? undefined;
    out.currency = str(p.currency) ?? undefined;
    // Whether the e-mail may say the receipt is in the portal.
    out.receiptFileId = str(p.receiptFileId) ?? undefined;
  }
  return out;
}

const SETTLEMENT_STEPS = new Set([
  'SETTLEMENT_DOCUMENTS_REQUESTED',
  'SETTLEMENT_DOCUMENTS_REMINDER',
  'PROPOSAL_ACCEPTED',
  'COUNTEROFFER_ACCEPTED',
]);
const PROPOSAL_STEPS = new Set([
  'AGREEMENT_PROPOSAL',
  'PROPOSAL_APPROVED',
  'PROPOSAL_REJECTED',
  'PROPOSAL_ACCEPTED',
  'COUNTEROFFER_MADE',
  'COUNTEROFFER_ACCEPTED',
]);
