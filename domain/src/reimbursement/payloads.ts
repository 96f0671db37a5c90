import { z } from 'zod';
import { CURRENCY_KEYS, SETTLEMENT_CURRENCY, type CurrencyKey } from '../codes/currencies';
import { DEBT_NOTE_SUB_STATUS_KEYS } from '../codes/debt-note-sub-statuses';
import { DOCUMENT_REQUEST_PARTY_KEYS } from '../codes/document-request-parties';
import { TEAM_KEYS } from '../codes/teams';
import { lazyRecord } from '../validators/lazy-record';
import {
  compareMoney,
  convertToBrl,
  parseMoney,
  parseMoneyOfAnyCurrency,
  parseQuotation,
  withinMoneyLimit,
} from '../validators/money';
import { isDecimalString } from '../validators/decimal';

const isValidDecimalPair = (value: unknown, quotation: unknown) =>
  typeof value === 'string' &&
  typeof quotation === 'string' &&
  isDecimalString(value) &&
  isDecimalString(quotation);
import { invalid, validatedString, withValidatedFields } from '../validators/validation';
import type { ReimbursementAction } from './transitions';

/**
 * What each person-driven action carries. The API validates with these (422 on failure) and the
 * workflow's update validators check again, so nothing malformed ever reaches a case's history.
 * Fields added after the first recorded histories are optional, so those histories still replay.
 * Each schema is built on first use (see lazyRecord): the workflow sandbox loads this module
 * for every case it runs.
 */
const empty = () => z.object({}).strict();
// Amounts and quotations are read as people write them ("1250,50") and passed on canonical
// ("1250.50"); inItsCurrency then holds an amount to its payload's currency's decimals, so that
// "100,555" in dollars is refused once, naming US$ (reais where the payload names no currency).
const amount = () => validatedString(parseMoneyOfAnyCurrency);
// What one side offers the other (a proposal, a counteroffer): nothing is no offer.
// An offer's decimals are its currency's: a proposal's own (inItsCurrency), a counteroffer's open
// proposal's (counterOfferInputSchema, the api), each refusing "100,555" in the currency it is in.
const offered = () =>
  validatedString((value) => {
    const read = parseMoneyOfAnyCurrency(value);
    return read.ok && compareMoney(read.value, '0') <= 0 ? invalid('validation.money.notPositive') : read;
  });
const quotation = () => validatedString(parseQuotation);
const currency = () => z.enum(CURRENCY_KEYS);

/** The money fields of a payload in the currency it names: guaraníes have no cents (PYG "1500"). */
function inItsCurrency<T extends { currency?: CurrencyKey }>(
  schema: z.ZodType<T>,
  fields: readonly (keyof T & string)[],
) {
  return withValidatedFields(schema, fields, (payload: T, field) => {
    const value = payload[field];
    return typeof value === 'string' ? parseMoney(payload.currency ?? SETTLEMENT_CURRENCY, value) : undefined;
  });
}

const analysis = () =>
  inItsCurrency(analysisFields(), [
    'proposedAmount',
    'reimbursementAmount',
    'partialProposedValue',
    'salvageOrSale',
  ]);

const analysisFields = () =>
  z
    .object({
      result: z.enum(['FULLY_PROCEDENT', 'PARTIALLY_PROCEDENT', 'IMPROCEDENT']),
      justification: z.string().trim().max(8000).optional(),
      proposedAmount: amount().optional(),
      reimbursementAmount: amount().optional(),
      currency: currency().optional(),
      quotation: quotation().optional(),
      insuranceCovered: z.boolean().default(false),
      insuranceCompany: z.string().trim().max(200).optional(),
      sinisterNumber: z.string().trim().max(60).optional(),
      processNumber: z.string().trim().max(60).optional(),
      sinisterCauseId: z.uuid().optional(),
      expectedPaymentDate: z.iso.date().optional(),
      partialProposedValue: amount().optional(),
      salvageOrSale: amount().optional(),
      comments: z.string().max(8000).optional(),
    })
    .strict()
    .superRefine((a, ctx) => {
      const need = (field: keyof typeof a, when: boolean) => {
        if (when && (a[field] === undefined || a[field] === ''))
          ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
      };
      need('justification', a.result === 'IMPROCEDENT');
      // Legacy histories recorded a bare result; a new outcome always states what is paid.
      if (a.result !== 'IMPROCEDENT' && (a.reimbursementAmount !== undefined || a.currency !== undefined)) {
        need('reimbursementAmount', true);
        need('currency', true);
      }
      need('partialProposedValue', a.result === 'PARTIALLY_PROCEDENT' && a.reimbursementAmount !== undefined);
      need('quotation', a.currency !== undefined && a.currency !== 'BRL');
      need('insuranceCompany', a.insuranceCovered);
      need('sinisterNumber', a.insuranceCovered);
    });

export const actionPayloads = lazyRecord({
  transferResponsibility: () => z.object({ team: z.enum(TEAM_KEYS) }).strict(),
  requestDocuments: () =>
    z
      .object({
        party: z.enum(DOCUMENT_REQUEST_PARTY_KEYS),
        documentTypes: z.array(z.string().min(1).max(80)).max(70).default([]),
        message: z.string().max(4000).default(''),
      })
      .strict(),
  documentsProvided: () => z.object({ note: z.string().max(4000).optional() }).strict(),
  recordAnalysis: analysis,
  proposeAgreement: () =>
    inItsCurrency(
      z
        .object({
          value: offered(),
          currency: currency(),
          quotation: quotation().optional(),
          message: z.string().max(4000).default(''),
          attachmentFileId: z.uuid().optional(),
        })
        .strict()
        .refine((p) => p.currency === 'BRL' || p.quotation !== undefined, {
          path: ['quotation'],
          message: 'validation.quotationRequired',
        })
        // The proposal is also kept in reais (value × quotation): it must fit there too.
        .refine(
          (p) =>
            !isValidDecimalPair(p.value, p.quotation) ||
            withinMoneyLimit(convertToBrl(p.value, p.quotation!)),
          {
            path: ['value'],
            message: 'validation.money.tooLarge',
          },
        ),
      ['value'],
    ),
  approveProposal: empty,
  // The reason goes to the analyst who proposed: they learn what to change before proposing again.
  rejectProposal: () => z.object({ reason: z.string().trim().min(1).max(4000) }).strict(),
  acceptProposal: empty,
  acceptCounteroffer: () => z.object({ message: z.string().max(4000).default('') }).strict(),
  declineCounteroffer: () => z.object({ message: z.string().trim().min(1).max(4000) }).strict(),
  counterOffer: () => z.object({ value: offered(), message: z.string().max(4000).default('') }).strict(),
  requestSettlementDocuments: empty,
  settlementDocumentsProvided: () => z.object({ settledByNetting: z.boolean().default(false) }).strict(),
  schedulePayment: () => z.object({ expectedDate: z.iso.date() }).strict(),
  blockPayment: () => z.object({ reason: z.string().max(2000).optional() }).strict(),
  unblockPayment: empty,
  // What was paid, when, and the receipt if there is one (shown to both sides).
  markPaid: () =>
    inItsCurrency(
      z
        .object({
          paidOn: z.iso.date(),
          value: amount(),
          currency: currency(),
          receiptFileId: z.uuid().optional(),
        })
        .strict(),
      ['value'],
    ),
  close: () => z.object({ reason: z.string().max(2000).optional() }).strict(),
  removeAnalysis: empty,
  undoDeal: empty,
  reopen: () => z.object({ reason: z.string().max(2000).optional() }).strict(),
  extendTimeBar: () =>
    z
      .object({
        grantedBy: z.string().trim().min(1).max(200),
        grantedTo: z.string().trim().min(1).max(200),
        until: z.iso.date(),
        documentFileId: z.uuid().optional(),
      })
      .strict(),
  startRecovery: () => z.object({ thirdParty: z.string().trim().max(200).optional() }).strict(),
  advanceRecovery: () =>
    z.object({ subStatus: z.enum(DEBT_NOTE_SUB_STATUS_KEYS), dueDate: z.iso.date().optional() }).strict(),
} satisfies Partial<Record<ReimbursementAction, () => z.ZodType>>);

export type PersonAction = keyof typeof actionPayloads;
export const PERSON_ACTIONS = Object.keys(actionPayloads) as PersonAction[];
export const isPersonAction = (name: string): name is PersonAction => name in actionPayloads;

/** Actions only a MASTER may take among the staff (ARCHITECTURE §4: approval above authority). */
export const MASTER_ONLY_ACTIONS: readonly PersonAction[] = ['approveProposal', 'rejectProposal'];
/** Actions that settle a value and so are held for a MASTER above their author's authority limit. */
export const AUTHORITY_LIMITED_ACTIONS: readonly PersonAction[] = ['proposeAgreement', 'acceptCounteroffer'];
