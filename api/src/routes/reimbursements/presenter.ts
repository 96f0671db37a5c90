import { addMoney } from '@claims/domain';
import type { SessionUser } from '../../auth/session-user';
import { presentDocumentRequest, presentLog, presentOutcome, presentPayment } from './conversation';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const day = (d: Date | string | null | undefined) =>
  d
    ? typeof d === 'string'
      ? d.slice(0, 10)
      : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
    : null;

/** One row of the list: what a table shows and filters on. */
export function presentRequestSummary(row: Row) {
  return {
    id: row.id,
    reference: row.reference,
    office: row.office,
    team: row.team,
    analysisStatus: row.analysis_status,
    subStatus: row.sub_status ?? null,
    clientId: row.client_id,
    clientName: row.client_name ?? null,
    blOrCte: row.bl_or_cte ?? null,
    containers: row.containers ?? [],
    dischargeDate: day(row.discharge_date),
    timeBarDate: day(row.time_bar_date),
    slaDueAt: iso(row.sla_due_at),
    slaBreached: row.sla_breached ?? false,
    counterofferPending: row.counteroffer_pending ?? false,
    totalBrl: row.total_brl ?? null,
    createdAt: iso(row.created_at),
    submittedAt: iso(row.submitted_at),
    updatedAt: iso(row.updated_at),
    closedAt: iso(row.closed_at),
  };
}

export interface RequestDetail {
  row: Row;
  faults: Row[];
  damages: Row[];
  extraCosts: Row[];
  bankData: Row | undefined;
  analyses: Row[];
  proposals: Row[];
  extensions: Row[];
  files: { id: string; documentType: string | null; name: string; uploadedAt: string }[];
  events: Row[];
}

const money = (r: Row, total: string) => ({
  currency: r.currency,
  quotation: r.quotation,
  total: r[total],
  amountBrl: r.amount_brl,
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

/** A request with its items, totals, attachments, analysis, proposals and log. Bank data only for the client side and claims. */
export function presentRequest(user: SessionUser, d: RequestDetail) {
  const { row } = d;
  const faults = d.faults.map((f) => ({
    productDescription: f.product_description,
    amount: f.amount,
    unitPrice: f.unit_price,
    totalPrice: f.total_price,
    ...money(f, 'total_price'),
  }));
  const damages = d.damages.map((f) => ({
    productDescription: f.product_description,
    amount: f.amount,
    unitPrice: f.unit_price,
    totalPrice: f.total_price,
    ...money(f, 'total_price'),
    damageDescription: f.damage_description,
    destination: f.destination,
    salePrice: f.sale_price,
    address: f.address,
    name: f.name,
    phone: f.phone,
    lossMitigationValue: f.loss_mitigation_value,
  }));
  const extraCosts = d.extraCosts.map((e) => ({
    description: e.description,
    value: e.value,
    ...money(e, 'total'),
  }));
  const clientSide = user.reach.kind === 'COMPANIES';
  return {
    ...presentRequestSummary(row),
    serviceType: row.service_type,
    protestLetter: row.protest_letter_id
      ? { id: row.protest_letter_id, reference: row.protest_letter_reference ?? null }
      : null,
    clientData: {
      // The company's country names its tax id (CNPJ, CUIT, RUC, RUT) where it is shown.
      country: row.country?.trim() || null,
      taxId: row.tax_id,
      companyName: row.company_name,
      stateRegistration: row.state_registration,
      cityRegistration: row.city_registration,
    },
    shipping: {
      blOrCte: row.bl_or_cte,
      bookingNumber: row.booking_number,
      houseBl: row.house_bl,
      invoiceNumber: row.invoice_number,
      portOfLoadingId: row.port_of_loading_id,
      portOfDischargeId: row.port_of_discharge_id,
      dischargeDate: day(row.discharge_date),
      containers: row.containers ?? [],
      vesselId: row.vessel_id,
      voyage: row.voyage,
      transporter: row.transporter,
      transportModal: row.transport_modal,
      stuffingModal: row.stuffing_modal,
    },
    faults,
    damages,
    extraCosts,
    totals: totals([...faults, ...damages, ...extraCosts]),
    bankData:
      d.bankData && (clientSide || user.role === 'MASTER' || user.role === 'CLAIMS')
        ? {
            country: d.bankData.country ?? null,
            bank: d.bankData.bank,
            agency: d.bankData.agency,
            checkingAccount: d.bankData.checking_account,
          }
        : null,
    attachments: d.files,
    analysis:
      d.analyses
        .filter((a) => !a.removed_at)
        .map((a) => ({
          id: a.id,
          result: a.result,
          justification: a.justification,
          proposedAmount: a.proposed_amount,
          reimbursementAmount: a.reimbursement_amount,
          currency: a.currency,
          quotation: a.quotation,
          insuranceCovered: a.insurance_covered,
          insuranceCompany: a.insurance_company,
          sinisterNumber: a.sinister_number,
          processNumber: a.process_number,
          sinisterCauseId: a.sinister_cause_id,
          expectedPaymentDate: day(a.expected_payment_date),
          partialProposedValue: a.partial_proposed_value,
          salvageOrSale: a.salvage_or_sale,
          comments: a.comments,
          createdBy: a.created_by,
          createdAt: iso(a.created_at),
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
        return {
          version: p.version,
          kind: p.kind,
          value: p.value,
          currency: p.currency,
          quotation: p.quotation,
          amountBrl: p.amount_brl,
          message: p.message,
          attachmentFileId: p.attachment_file_id,
          proposedBy: p.proposed_by,
          proposedAt: iso(p.proposed_at),
          status: held ? 'OPEN' : p.status,
          proposedByName: nameIn(d.events, p.proposed_by),
          answeredByName: held ? null : nameIn(d.events, p.answered_by),
          answerMessage: held ? null : (p.answer_message ?? null),
          // Who approved is an internal step: staff see it, the customer never.
          approvedBy: clientSide ? null : p.approved_by,
          approvedAt: clientSide ? null : iso(p.approved_at),
          expiresAt: iso(p.expires_at),
          answeredAt: held ? null : iso(p.answered_at),
        };
      }),
    timeBarExtensions: d.extensions.map((e) => ({
      grantedBy: e.granted_by,
      grantedTo: e.granted_to,
      extendedUntil: day(e.extended_until),
      documentFileId: e.document_file_id,
      recordedAt: iso(e.recorded_at),
    })),
    nextDeadline: row.next_deadline ?? null,
    documentRequest: presentDocumentRequest(row, d.events, d.files, clientSide),
    payment: presentPayment(d.events, d.files, !clientSide, row.analysis_status),
    outcome: presentOutcome(
      row,
      d.proposals,
      d.analyses.filter((a) => !a.removed_at).at(-1),
      d.events,
      clientSide,
    ),
    log: presentLog(d.events, clientSide),
  };
}

/** A person's name as the log knows it (everyone who proposed or answered has a step in it). */
const nameIn = (events: Row[], id: string | null) =>
  id ? (events.find((e) => e.done_by === id)?.done_by_name ?? null) : null;
