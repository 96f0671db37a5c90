import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import { at, projectCaseStep } from './case-log';
import { patchCaseRow } from './case-row-projection';
import { filedOnBehalfNotice } from './filed-on-behalf';
import { loadOfficeTimers } from './office-timers';
import {
  CASE_ANALYSTS,
  CASE_CUSTOMERS,
  officeDay,
  reimbursement as domain,
  SETTING_KEYS,
  type CurrencyKey,
} from '@claims/domain';
import {
  addClaimedMonth,
  addPaidMonth,
  AgreementProposal,
  amountToPay,
  CaseEvent,
  CaseFile,
  OutboxEvent,
  ReimbursementAnalysis,
  ReimbursementRequest,
  TimeBarExtension,
} from '@claims/db';
import type { ReimbursementActivities, ReimbursementTransitionRecord } from '@claims/workflows';

/**
 * Writes each transition of a reimbursement workflow to PostgreSQL (projectCaseStep: once, in one
 * transaction): the log entry, the request's row (status, team, sub-status, clocks), what the
 * step records (analysis, proposal versions, time-bar extension) and the outbox rows of whom it
 * concerns. The row only moves forward.
 */
export function createReimbursementActivities(deps: { db: Knex }): ReimbursementActivities {
  return {
    recordReimbursementTransition: (record: ReimbursementTransitionRecord) => {
      const step = { ...record, caseId: record.requestId };
      return projectCaseStep(deps.db, 'reimbursement', step, async (trx) => {
        const facts = record.facts;
        await patchCaseRow(ReimbursementRequest, trx, step, domain.isClosed(record.toStatus), {
          analysisStatus: record.toStatus,
          team: record.team as ReimbursementRequest['team'],
          ...(record.case
            ? {
                subStatus: (record.case.subStatus ?? null) as ReimbursementRequest['subStatus'],
                counterofferPending: record.case.counterofferPending,
              }
            : {}),
          ...(facts
            ? {
                slaDueAt: atOrNull(facts.slaDueAt),
                slaBreached: facts.slaBreached,
                firstAnsweredAt: atOrNull(facts.firstAnsweredAt),
                // The workflow sends the office's day; a record written before it did sends
                // the instant, read on the calendar those cases were read on.
                timeBarDate: facts.timeBarDate ? officeDay(facts.timeBarDate) : null,
                nextDeadline: facts.nextDeadline ?? null,
                statusLapsesAt: atOrNull(facts.lapseAt),
              }
            : {}),
        });
        await projectStep(trx, record);
        await writeOutbox(trx, record);
        await addToMonthlyAmounts(trx, record);
      });
    },

    loadReimbursementTimers: (office: string) =>
      loadOfficeTimers(
        deps.db,
        domain.DEFAULT_REIMBURSEMENT_TIMERS,
        SETTING_KEYS.reimbursementTimers,
        office,
      ),
  };
}

const atOrNull = (iso: string | null | undefined) => (iso ? at(iso) : null);

const brl = (value: string, currency: CurrencyKey, quotation?: string) => {
  const { quotation: q, amountBrl } = domain.withBrl(value, currency, quotation);
  return { quotation: q, amountBrl };
};

type Payload = Record<string, string | boolean | number | undefined>;
const str = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

/** The rows a step records besides the log: outcomes, proposals and their answers, extensions. */
async function projectStep(trx: Knex.Transaction, record: ReimbursementTransitionRecord) {
  const p = record.payload as Payload;
  const request = { reimbursement_request_id: record.requestId };
  const reimbursementRequestId = record.requestId;
  const proposals = (changes: PartialModelObject<AgreementProposal>) =>
    AgreementProposal.query(trx).patch(changes).where(request);
  switch (record.action) {
    case 'FULLY_PROCEDENT':
    case 'PARTIALLY_PROCEDENT':
    case 'IMPROCEDENT':
      await ReimbursementAnalysis.append(trx, {
        reimbursementRequestId,
        result: record.action,
        justification: str(p.justification),
        proposedAmount: str(p.proposedAmount),
        reimbursementAmount: str(p.reimbursementAmount),
        currency: str(p.currency) as CurrencyKey | null,
        quotation: str(p.quotation),
        insuranceCovered: p.insuranceCovered === true,
        insuranceCompany: str(p.insuranceCompany),
        sinisterNumber: str(p.sinisterNumber),
        processNumber: str(p.processNumber),
        sinisterCauseId: str(p.sinisterCauseId),
        expectedPaymentDate: atOrNull(str(p.expectedPaymentDate)),
        partialProposedValue: str(p.partialProposedValue),
        salvageOrSale: str(p.salvageOrSale),
        comments: str(p.comments),
        createdBy: record.doneBy,
        createdAt: at(record.doneAt),
      });
      return;
    case 'ANALYSIS_REMOVED':
      await ReimbursementAnalysis.query(trx)
        .patch({ removedAt: at(record.doneAt) })
        .where(request)
        .whereNull('removedAt');
      return;
    case 'AGREEMENT_PROPOSAL': {
      // A new proposal answers the open counteroffer.
      await proposals({ status: 'COUNTERED', ...answer(record) }).where({ status: 'OPEN' });
      const pending = p.aboveAuthorityLimit === true;
      await appendOffer(trx, record, {
        kind: 'PROPOSAL',
        currency: (str(p.currency) ?? 'BRL') as CurrencyKey,
        quotation: str(p.quotation) ?? undefined,
        attachmentFileId: str(p.attachmentFileId),
        status: pending ? 'PENDING_APPROVAL' : 'OPEN',
        expiresAt: pending ? null : atOrNull(lapseOf(record)),
      });
      return;
    }
    case 'PROPOSAL_APPROVED':
      // A master approves what waited: a proposal (now with the customer) or accepting a counteroffer.
      if (p.of === 'COUNTEROFFER') {
        await proposals({
          status: 'ACCEPTED',
          approvedBy: record.doneBy,
          approvedAt: at(record.doneAt),
        }).where({
          status: 'PENDING_APPROVAL',
          kind: 'COUNTEROFFER',
        });
        return;
      }
      await proposals({
        status: 'OPEN',
        approvedBy: record.doneBy,
        approvedAt: at(record.doneAt),
        expiresAt: atOrNull(lapseOf(record)),
      }).where({ status: 'PENDING_APPROVAL', kind: 'PROPOSAL' });
      return;
    case 'PROPOSAL_REJECTED':
      // The master's reason is the answer to what waited. A rejected acceptance leaves the
      // customer's counteroffer open again, as if it had never been accepted.
      if (p.of === 'COUNTEROFFER') {
        await proposals({ status: 'OPEN', answeredAt: null, answeredBy: null, answerMessage: null }).where({
          status: 'PENDING_APPROVAL',
          kind: 'COUNTEROFFER',
        });
        return;
      }
      await proposals({
        status: 'REJECTED',
        answeredAt: at(record.doneAt),
        answeredBy: record.doneBy,
        answerMessage: str(p.reason),
      }).where({ status: 'PENDING_APPROVAL', kind: 'PROPOSAL' });
      return;
    case 'COUNTEROFFER_MADE': {
      const open = await AgreementProposal.query(trx)
        .where(request)
        .where({ status: 'OPEN', kind: 'PROPOSAL' })
        .orderBy('version', 'desc')
        .first();
      await proposals({ status: 'COUNTERED', ...answer(record) }).where({ status: 'OPEN' });
      await appendOffer(trx, record, {
        kind: 'COUNTEROFFER',
        currency: open?.currency ?? 'BRL',
        quotation: open?.quotation ?? undefined,
        status: 'OPEN',
      });
      return;
    }
    case 'COUNTEROFFER_ACCEPTED':
      // Above the author's authority limit the acceptance waits for a master, as a proposal does.
      await proposals({
        status: p.aboveAuthorityLimit === true ? 'PENDING_APPROVAL' : 'ACCEPTED',
        ...answer(record),
      }).where({ status: 'OPEN', kind: 'COUNTEROFFER' });
      return;
    case 'COUNTEROFFER_DECLINED':
      await proposals({ status: 'REJECTED', ...answer(record) }).where({
        status: 'OPEN',
        kind: 'COUNTEROFFER',
      });
      return;
    case 'PROPOSAL_ACCEPTED':
      await proposals({ status: 'ACCEPTED', ...answer(record) }).where({ status: 'OPEN' });
      return;
    case 'CLOSED_BY_EXPIRY':
      await proposals({ status: 'EXPIRED' }).where({ status: 'OPEN' });
      return;
    case 'DEAL_UNDONE':
    case 'REQUEST_CLOSED':
      await proposals({ status: 'WITHDRAWN', answeredAt: at(record.doneAt) }).whereIn('status', [
        'OPEN',
        'PENDING_APPROVAL',
      ]);
      return;
    case 'TIME_BAR_EXTENDED':
      await TimeBarExtension.append(trx, {
        reimbursementRequestId,
        grantedBy: String(p.grantedBy),
        grantedTo: String(p.grantedTo),
        extendedUntil: at(String(p.until)),
        documentFileId: str(p.documentFileId),
        recordedBy: record.doneBy,
        recordedAt: at(record.doneAt),
      });
      return;
  }
}

/**
 * The dashboard's claimed and paid per month (db/src/monthly-amounts.ts), in the step's own
 * transaction so that they are right as soon as the step is. Last, because every filing (or
 * payment) of a month updates the same row and holds its lock until the commit.
 */
async function addToMonthlyAmounts(trx: Knex.Transaction, record: ReimbursementTransitionRecord) {
  if (record.action === 'REQUEST_CREATED') await addClaimedMonth(trx, record.requestId);
  if (record.action === 'PAYMENT_MADE') await addPaidMonth(trx, record.requestId, record.doneAt);
}

/** Who answered the other side's offer, when, and with what message. */
const answer = (record: ReimbursementTransitionRecord) => ({
  answeredAt: at(record.doneAt),
  answeredBy: record.doneBy,
  answerMessage: str((record.payload as Payload).message),
});

/**
 * A new version of the offer on the table, claims' proposal or the customer's counteroffer: its
 * value in its currency and in reais, and the step's message.
 */
async function appendOffer(
  trx: Knex.Transaction,
  record: ReimbursementTransitionRecord,
  offer: { kind: 'PROPOSAL' | 'COUNTEROFFER'; currency: CurrencyKey; quotation: string | undefined } & Pick<
    PartialModelObject<AgreementProposal>,
    'status' | 'attachmentFileId' | 'expiresAt'
  >,
) {
  const p = record.payload as Payload;
  const { kind, currency, quotation, ...rest } = offer;
  const value = String(p.value);
  await AgreementProposal.append(trx, {
    reimbursementRequestId: record.requestId,
    version: Number(p.version ?? (await nextVersion(trx, record.requestId))),
    kind,
    value,
    currency,
    ...brl(value, currency, quotation),
    message: str(p.message),
    proposedBy: record.doneBy,
    proposedAt: at(record.doneAt),
    ...rest,
  });
}

/** An open proposal lapses when its status timer would close the case (the next deadline's lapse). */
function lapseOf(record: ReimbursementTransitionRecord): string | null {
  return record.facts?.lapseAt ?? null;
}

async function nextVersion(trx: Knex.Transaction, requestId: string): Promise<number> {
  const latest = await AgreementProposal.query(trx)
    .where({ reimbursementRequestId: requestId })
    .max('version as v')
    .first()
    .castTo<{ v: number | null } | undefined>();
  return Number(latest?.v ?? 0) + 1;
}

async function writeOutbox(trx: Knex.Transaction, record: ReimbursementTransitionRecord) {
  const notices = domain.noticesOf(
    record.action,
    record.payload as { aboveAuthorityLimit?: boolean; of?: string },
    record.toStatus,
  );
  if (!notices.length) return;
  const request = await ReimbursementRequest.query(trx)
    .findById(record.requestId)
    .select('reference', 'createdBy', 'clientId');
  if (!request) return;
  const to: Record<domain.ReimbursementRecipient, string | null> = {
    // The customer side: the company and its broker. The filing's receipt is the filer's own (a
    // broker's filing tells the company in words of its own, below); "your counteroffer was
    // declined" is its author's.
    CLIENT:
      record.action === 'REQUEST_CREATED'
        ? request.createdBy
        : record.action === 'COUNTEROFFER_DECLINED'
          ? ((await counterofferAuthor(trx, record.requestId)) ?? CASE_CUSTOMERS)
          : CASE_CUSTOMERS,
    CLAIMS: `team:${record.team}`,
    CASE_ANALYSTS,
    MASTER: 'role:MASTER',
  };
  const details = await noticeDetails(trx, record);
  const rows = notices
    .map((n) => ({ ...n, recipient: to[n.recipient], audience: n.recipient }))
    .filter((n): n is typeof n & { recipient: string } => n.recipient !== null)
    .map((n) => ({
      eventKey: domain.reimbursementEventKey(record.requestId, record.seq, n.recipient),
      kind: n.kind,
      payload: {
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
      },
    }));
  // Filed by its broker: the client company hears of it too.
  const company =
    record.action === 'REQUEST_CREATED'
      ? await filedOnBehalfNotice(trx, {
          kind: domain.REQUEST_FILED_ON_BEHALF,
          eventKey: (to) => domain.reimbursementEventKey(record.requestId, record.seq, to),
          caseKind: 'reimbursement',
          caseId: record.requestId,
          reference: request.reference,
          clientId: request.clientId,
          filerId: request.createdBy,
        })
      : null;
  await OutboxEvent.append(trx, [...rows, ...(company ? [company] : [])])
    .onConflict('eventKey')
    .ignore();
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
    const asked = await CaseEvent.query(trx)
      .where({ caseKind: 'reimbursement', caseId: record.requestId })
      .where('action', 'like', 'DOCUMENTS_REQUESTED_%')
      .orderBy('seq', 'desc')
      .select('payload')
      .first();
    out.documentTypes = ((asked?.payload?.documentTypes as string[] | undefined) ?? []).join(',');
  }
  // A master's approval of an accepted counteroffer asks for them too, as the acceptance would.
  if (SETTLEMENT_STEPS.has(record.action) || record.toStatus === 'AWAITING_RR_POA')
    out.documentTypes = (await settlementDocumentsOutstanding(trx, record.requestId)).join(',');
  if (PROPOSAL_STEPS.has(record.action)) {
    const latest = await AgreementProposal.query(trx)
      .where({ reimbursementRequestId: record.requestId })
      .orderBy('version', 'desc')
      .select('value', 'currency', 'message', 'answerMessage')
      .first();
    if (latest) {
      out.value = String(latest.value);
      out.currency = latest.currency;
      // What the customer reads once a master lets a step through is what claims wrote with it:
      // the proposal's message, or the words claims accepted the counteroffer with (the latest
      // row is then the customer's own counteroffer, whose message is theirs, not claims').
      if (record.action === 'PROPOSAL_APPROVED')
        out.message ??= str(p.of === 'COUNTEROFFER' ? latest.answerMessage : latest.message) ?? undefined;
    }
  }
  // A partially procedent claim tells the customer the part the analysis proposes to pay.
  if (record.action === 'PARTIALLY_PROCEDENT' && str(p.partialProposedValue) && str(p.currency)) {
    out.value = str(p.partialProposedValue)!;
    out.currency = str(p.currency)!;
  }
  if (record.action === 'PAYMENT_SCHEDULED') {
    out.expectedDate = str(p.expectedDate) ?? undefined;
    Object.assign(out, await amountToPay(trx, record.requestId));
  }
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

/** Who made the counteroffer just declined (the latest one). */
async function counterofferAuthor(trx: Knex.Transaction, requestId: string): Promise<string | null> {
  const latest = await AgreementProposal.query(trx)
    .where({ reimbursementRequestId: requestId, kind: 'COUNTEROFFER' })
    .orderBy('version', 'desc')
    .select('proposedBy')
    .first();
  return latest?.proposedBy ?? null;
}

/** The settlement documents (R&R, power of attorney) a notice asks for: those the case does not hold yet. */
async function settlementDocumentsOutstanding(trx: Knex.Transaction, requestId: string): Promise<string[]> {
  const held = await CaseFile.query(trx)
    .modify('notDeleted')
    .where({ caseKind: 'reimbursement', caseId: requestId })
    .whereIn('documentType', [...domain.SETTLEMENT_DOCUMENT_TYPES])
    .distinct('documentType');
  return domain.settlementDocumentsOutstanding(held.map((f) => f.documentType));
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
