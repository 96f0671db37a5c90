import { z } from 'zod';
import { reimbursementAllowedActionsSchema } from './case-actions';
import { caseFileSchema } from './case-files';
import { caseLogStepFields } from './case-log';
import { calendarDay, decimal, instant, namedPort } from './fields';
import { reimbursementSummarySchema } from './reimbursements';

const text = z.string().nullable();
/** An item's amount as claimed (currency, quotation, total) and in BRL. */
const money = {
  currency: z.string(),
  quotation: decimal.nullable(),
  total: decimal,
  amountBrl: decimal.nullable(),
};
const product = {
  productDescription: z.string(),
  amount: decimal,
  unitPrice: decimal,
  totalPrice: decimal,
  ...money,
};

const proposalSchema = z.strictObject({
  version: z.number().int(),
  kind: z.string(),
  value: decimal,
  currency: z.string(),
  quotation: decimal.nullable(),
  amountBrl: decimal.nullable(),
  message: text,
  attachmentFileId: z.uuid().nullable(),
  proposedBy: z.uuid().nullable(),
  proposedAt: instant,
  status: z.string().describe('OPEN for the customer while claims’ answer waits for a master'),
  proposedByName: text,
  answeredBy: z.uuid().nullable().describe('Who answered it: the portal tells that user "you"'),
  answeredByName: text,
  answerMessage: text,
  approvedBy: z.uuid().nullable().describe('Staff only'),
  approvedAt: instant.nullable().describe('Staff only'),
  expiresAt: instant.nullable(),
  answeredAt: instant.nullable(),
});

/** What the case waits for the customer to send, as a checklist. */
const documentRequestSchema = z.strictObject({
  kind: z.enum(['DOCUMENTS', 'SETTLEMENT']),
  party: z.string(),
  message: text,
  requestedAt: instant.nullable(),
  requestedByName: text,
  requestedByClaimsTeam: z.boolean().describe('Asked by a step the customer reads as the claims team’s'),
  deadline: instant.nullable(),
  items: z.array(
    z.strictObject({
      documentType: z.string(),
      provided: z.boolean(),
      fileId: z.uuid().nullable(),
      fileName: text,
    }),
  ),
});

const paymentSchema = z.strictObject({
  expectedDate: text,
  scheduledAt: instant.nullable(),
  paidOn: text,
  value: text,
  currency: text,
  receipt: z.strictObject({ id: z.uuid(), name: z.string() }).nullable(),
  recordedByName: text,
  blockedReason: text.describe('Staff only, while finance blocks the payment'),
});

const outcomeSchema = z.strictObject({
  decision: z
    .strictObject({
      kind: z.string(),
      value: text,
      partialValue: text.describe('The partial proposed value of a partially procedent analysis'),
      currency: text,
      decidedAt: instant.nullable(),
      decidedByName: text.describe('The same person for staff and customer: who accepted or recorded it'),
      decidedByClient: z.boolean().describe('The customer decided, by accepting the proposal'),
      approvedByName: text.describe('Staff only: the master who approved the agreement'),
    })
    .nullable(),
  closed: z.boolean(),
  closedAt: instant.nullable(),
  closedByName: text,
  expired: z.boolean(),
  closeReason: text,
});

/** A step of the case log as the reader may see it (the customer never sees internal steps). */
export const reimbursementLogEntrySchema = z.strictObject({
  ...caseLogStepFields,
  byClaimsTeam: z.boolean().describe('A step a master let through: the customer reads it as the team’s'),
  doneAt: instant.nullable(),
  details: z.record(z.string(), z.unknown()),
});

const analysisSchema = z.strictObject({
  id: z.uuid(),
  result: z.string(),
  justification: text,
  proposedAmount: decimal.nullable(),
  reimbursementAmount: decimal.nullable(),
  currency: text,
  quotation: decimal.nullable(),
  insuranceCovered: z.boolean(),
  insuranceCompany: text,
  sinisterNumber: text,
  processNumber: text,
  sinisterCauseId: z.uuid().nullable(),
  expectedPaymentDate: calendarDay.nullable(),
  partialProposedValue: decimal.nullable(),
  salvageOrSale: text,
  comments: text,
  createdBy: z.uuid().nullable(),
  createdAt: instant.nullable(),
});

/**
 * GET /api/reimbursements/:id, and the answer of every command and filing: the request with its
 * items, totals, attachments, analysis, proposals and log. Bank data only for the client side,
 * claims and masters.
 */
export const reimbursementDetailSchema = reimbursementSummarySchema.extend({
  serviceType: text,
  protestLetter: z.strictObject({ id: z.uuid(), reference: text }).nullable(),
  /**
   * Staff only (empty for the customer): other filed requests on the same BL or CT-e naming one of
   * this request's containers, with where they stand, so a claim already paid is not paid twice.
   */
  sameShipment: z.array(
    z.strictObject({
      id: z.uuid(),
      reference: z.string(),
      analysisStatus: z.string().nullable(),
      clientName: text,
    }),
  ),
  clientData: z.strictObject({
    country: text.describe('Names the tax id: CNPJ, CUIT, RUC or RUT'),
    taxId: text,
    companyName: text,
    stateRegistration: text,
    cityRegistration: text,
  }),
  shipping: z.strictObject({
    blOrCte: text,
    bookingNumber: text,
    houseBl: text,
    invoiceNumber: text,
    portOfLoadingId: z.uuid().nullable(),
    portOfLoading: namedPort.describe('The port of loading as the wizard offered it'),
    portOfDischargeId: z.uuid().nullable(),
    portOfDischarge: namedPort,
    dischargeDate: calendarDay.nullable(),
    containers: z.array(z.string()),
    vesselId: z.uuid().nullable(),
    vesselName: text,
    voyage: text,
    transporter: text,
    transportModal: text,
    stuffingModal: text,
  }),
  faults: z.array(z.strictObject(product)),
  damages: z.array(
    z.strictObject({
      ...product,
      damageDescription: text,
      destination: text,
      salePrice: decimal.nullable(),
      address: text,
      name: text,
      phone: text,
      lossMitigationValue: decimal.nullable(),
    }),
  ),
  extraCosts: z.array(z.strictObject({ description: z.string(), value: decimal, ...money })),
  totals: z.strictObject({ byCurrency: z.record(z.string(), decimal), brl: decimal.nullable() }),
  bankData: z
    .strictObject({ country: text, bank: z.string(), agency: z.string(), checkingAccount: z.string() })
    .nullable(),
  attachments: z.array(caseFileSchema),
  analysis: analysisSchema.nullable(),
  proposals: z.array(proposalSchema),
  timeBarExtensions: z.array(
    z.strictObject({
      grantedBy: z.string(),
      grantedTo: z.string(),
      extendedUntil: calendarDay.nullable(),
      documentFileId: z.uuid().nullable(),
      recordedAt: instant.nullable(),
    }),
  ),
  nextDeadline: z
    .looseObject({ at: z.string(), kind: z.string() })
    .nullable()
    .describe('What the workflow does next by itself, and when'),
  documentRequest: documentRequestSchema.nullable(),
  payment: paymentSchema.nullable(),
  outcome: outcomeSchema.nullable(),
  log: z.array(reimbursementLogEntrySchema),
  allowedActions: reimbursementAllowedActionsSchema,
});
export type ReimbursementDetail = z.infer<typeof reimbursementDetailSchema>;
export type ReimbursementProposal = ReimbursementDetail['proposals'][number];
export type ReimbursementDocumentRequest = NonNullable<ReimbursementDetail['documentRequest']>;
export type ReimbursementPayment = NonNullable<ReimbursementDetail['payment']>;
export type ReimbursementOutcome = NonNullable<ReimbursementDetail['outcome']>;
export type ReimbursementLogEntry = z.infer<typeof reimbursementLogEntrySchema>;
