import { addMoney, reimbursement } from '@claims/domain';
import type { ReimbursedGoods, ReimbursementRequest } from '@claims/db';
import type { SessionUser } from '../../auth/session-user';
import type { CaseEventRow } from '../../case-events';
import {
  allowedReimbursementActions,
  bankDataPolicy,
  requestPartsPolicy,
  withFileActions,
} from '../../policies';
import { presentDocumentRequest, presentLog, presentOutcome, presentPayment } from './conversation';
import type { RequestDetail, RequestSummaryRow } from './store';

type ClaimedItems = Parameters<typeof reimbursement.missingDocuments>[0];

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
// A DATE column arrives as its 'YYYY-MM-DD' (db/src/knex.ts), inside JSON too.
const day = (d: string | null | undefined) => (d ? d.slice(0, 10) : null);

/** One row of the list: what a table shows and filters on. */
export function presentRequestSummary(
  request: ReimbursementRequest & Partial<Pick<RequestSummaryRow, 'clientName' | 'totalBrl' | 'vesselName'>>,
) {
  return {
    id: request.id,
    reference: request.reference,
    office: request.office,
    team: request.team,
    analysisStatus: request.analysisStatus,
    subStatus: request.subStatus ?? null,
    clientId: request.clientId,
    clientName: request.clientName ?? null,
    blOrCte: request.blOrCte ?? null,
    vesselName: request.vesselName ?? null,
    containers: request.containers ?? [],
    dischargeDate: day(request.dischargeDate),
    timeBarDate: day(request.timeBarDate),
    slaDueAt: iso(request.slaDueAt),
    slaBreached: request.slaBreached ?? false,
    counterofferPending: request.counterofferPending ?? false,
    totalBrl: request.totalBrl ?? null,
    createdAt: iso(request.createdAt),
    submittedAt: iso(request.submittedAt),
    updatedAt: iso(request.updatedAt),
    closedAt: iso(request.closedAt),
  };
}

/** An item's amount as claimed (currency, quotation, total) and in BRL. */
const money = (
  item: { currency: string; quotation: string | null; amountBrl: string | null },
  total: string,
) => ({
  currency: item.currency,
  quotation: item.quotation,
  total,
  amountBrl: item.amountBrl,
});

/** A fault or a damage as both are priced: quantity × unit price, in its currency and in BRL. */
const goods = (item: ReimbursedGoods) => ({
  productDescription: item.productDescription,
  amount: item.amount,
  unitPrice: item.unitPrice,
  totalPrice: item.totalPrice,
  ...money(item, item.totalPrice),
});

/** Totals per currency and in BRL over every claimed item. */
function totals(items: { currency: string; total: string; amountBrl: string | null }[]) {
  const byCurrency: Record<string, string> = {};
  for (const i of items) byCurrency[i.currency] = addMoney(byCurrency[i.currency] ?? '0', i.total);
  const brl = items.every((i) => i.amountBrl !== null)
    ? addMoney('0', ...items.map((i) => i.amountBrl as string))
    : null;
  return { byCurrency, brl };
}

/** A port the request names, as the wizard offered it (its name and UN/LOCODE). */
function portOf(d: RequestDetail, id: string | null) {
  const port = id ? d.ports.find((p) => p.id === id) : undefined;
  return port ? { name: port.name, code: port.code } : null;
}

/** The request as the transition table reads it: what decides which commands are legal now. */
function caseOf(d: RequestDetail): reimbursement.ReimbursementCase {
  return {
    status: d.request.analysisStatus!,
    owningTeam: d.request.team!,
    counterofferPending: d.request.counterofferPending ?? false,
    proposalAwaitingApproval: d.proposals.some((p) => p.status === 'PENDING_APPROVAL'),
    subStatus: d.request.subStatus ?? null,
  };
}

/**
 * A request with its items, totals, attachments, analysis, proposals and log, the commands the
 * user may take on it now (`allowedActions`), and its bank data where the policy shows it.
 */
export function presentRequest(user: SessionUser, d: RequestDetail) {
  const { request } = d;
  const faults = d.faults.map(goods);
  const damages = d.damages.map((f) => ({
    ...goods(f),
    damageDescription: f.damageDescription,
    destination: f.destination,
    salePrice: f.salePrice,
    address: f.address,
    name: f.name,
    phone: f.phone,
    lossMitigationValue: f.lossMitigationValue,
  }));
  const extraCosts = d.extraCosts.map((e) => ({
    description: e.description,
    value: e.value,
    ...money(e, e.total),
  }));
  // Whoever does not read the team's steps reads the case as the customer does.
  const clientSide = !requestPartsPolicy.can(user, 'readTeamSteps', request);
  return {
    ...presentRequestSummary(request),
    // The detail reads its vessel's name with the request's other names, not as a list row does.
    vesselName: d.vesselName,
    serviceType: request.serviceType,
    protestLetter: request.protestLetterId
      ? { id: request.protestLetterId, reference: request.protestLetterReference ?? null }
      : null,
    sameShipment: d.sameShipment,
    clientData: {
      // The company's country names its tax id (CNPJ, CUIT, RUC, RUT) where it is shown.
      country: request.country?.trim() || null,
      taxId: request.taxId,
      companyName: request.companyName,
      stateRegistration: request.stateRegistration,
      cityRegistration: request.cityRegistration,
    },
    shipping: {
      blOrCte: request.blOrCte,
      bookingNumber: request.bookingNumber,
      houseBl: request.houseBl,
      invoiceNumber: request.invoiceNumber,
      portOfLoadingId: request.portOfLoadingId,
      portOfLoading: portOf(d, request.portOfLoadingId),
      portOfDischargeId: request.portOfDischargeId,
      portOfDischarge: portOf(d, request.portOfDischargeId),
      dischargeDate: day(request.dischargeDate),
      containers: request.containers ?? [],
      vesselId: request.vesselId,
      vesselName: d.vesselName,
      voyage: request.voyage,
      transporter: request.transporter,
      transportModal: request.transportModal,
      stuffingModal: request.stuffingModal,
    },
    faults,
    damages,
    extraCosts,
    totals: totals([...faults, ...damages, ...extraCosts]),
    bankData:
      d.bankData && bankDataPolicy.can(user, 'read', request)
        ? {
            country: d.bankData.country ?? null,
            bank: d.bankData.bank,
            agency: d.bankData.agency,
            checkingAccount: d.bankData.checkingAccount,
          }
        : null,
    attachments: withFileActions(
      user,
      { kind: 'reimbursement', status: request.analysisStatus! },
      d.files,
      // Only which kinds of item the request claims decide its required documents.
      (types) => reimbursement.missingDocuments(d as unknown as ClaimedItems, types).length,
    ),
    analysis:
      d.analyses
        .filter((a) => !a.removedAt)
        .map((a) => ({
          id: a.id,
          result: a.result,
          justification: a.justification,
          proposedAmount: a.proposedAmount,
          reimbursementAmount: a.reimbursementAmount,
          currency: a.currency,
          quotation: a.quotation,
          insuranceCovered: a.insuranceCovered,
          insuranceCompany: a.insuranceCompany,
          sinisterNumber: a.sinisterNumber,
          processNumber: a.processNumber,
          sinisterCauseId: a.sinisterCauseId,
          expectedPaymentDate: day(a.expectedPaymentDate),
          partialProposedValue: a.partialProposedValue,
          salvageOrSale: a.salvageOrSale,
          comments: a.comments,
          createdBy: a.createdBy,
          createdAt: iso(a.createdAt),
        }))
        .at(-1) ?? null,
    // The customer does not see a proposal still waiting for a MASTER's approval, nor one a master
    // rejected (only a master rejects a proposal: the customer counters or lets it lapse); their
    // own counteroffer, while claims' acceptance of it waits for one, still waits for an answer.
    proposals: d.proposals
      .filter(
        (p) =>
          !(
            clientSide &&
            p.kind === 'PROPOSAL' &&
            (p.status === 'PENDING_APPROVAL' || p.status === 'REJECTED')
          ),
      )
      .map((p) => {
        // Claims' answer to a counteroffer reaches the customer once a master approved it: until
        // then the counteroffer reads as unanswered, with no name or text of the answer on the way.
        const held = clientSide && p.status === 'PENDING_APPROVAL';
        // An offer answered by a new offer was answered with that offer's message, which the
        // thread shows on the new offer: repeated here, each message would be read twice.
        const answeredByNextOffer = p.status === 'COUNTERED';
        return {
          version: p.version,
          kind: p.kind,
          value: p.value,
          currency: p.currency,
          quotation: p.quotation,
          amountBrl: p.amountBrl,
          message: p.message,
          attachmentFileId: p.attachmentFileId,
          proposedBy: p.proposedBy,
          proposedAt: iso(p.proposedAt),
          status: held ? 'OPEN' : p.status,
          proposedByName: nameIn(d.events, p.proposedBy),
          answeredBy: held ? null : p.answeredBy,
          answeredByName: held ? null : nameIn(d.events, p.answeredBy),
          answerMessage: held || answeredByNextOffer ? null : (p.answerMessage ?? null),
          // Who approved is an internal step: staff see it, the customer never.
          approvedBy: clientSide ? null : p.approvedBy,
          approvedAt: clientSide ? null : iso(p.approvedAt),
          expiresAt: iso(p.expiresAt),
          answeredAt: held ? null : iso(p.answeredAt),
        };
      }),
    timeBarExtensions: d.extensions.map((e) => ({
      grantedBy: e.grantedBy,
      grantedTo: e.grantedTo,
      extendedUntil: day(e.extendedUntil),
      documentFileId: e.documentFileId,
      recordedAt: iso(e.recordedAt),
    })),
    nextDeadline: request.nextDeadline ?? null,
    documentRequest: presentDocumentRequest(request, d.events, d.files, clientSide),
    payment: presentPayment(d.events, d.files, !clientSide, request.analysisStatus),
    outcome: presentOutcome(
      request,
      d.proposals,
      d.analyses.filter((a) => !a.removedAt).at(-1),
      d.events,
      clientSide,
    ),
    log: presentLog(d.events, clientSide, d.proposals),
    allowedActions: allowedReimbursementActions(user, request, caseOf(d)),
  };
}

/** A person's name as the log knows it (everyone who proposed or answered has a step in it). */
const nameIn = (events: CaseEventRow[], id: string | null) =>
  id ? (events.find((e) => e.doneBy === id)?.doneByName ?? null) : null;
