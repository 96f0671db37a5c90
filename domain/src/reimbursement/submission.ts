import { z } from 'zod';
import { CURRENCY_KEYS, SETTLEMENT_CURRENCY, type CurrencyKey } from '../codes/currencies';
import { DAMAGE_DESTINATION_KEYS } from '../codes/damage-destinations';
import type { DocumentTypeKey } from '../codes/document-types';
import { OFFICE_KEYS } from '../codes/offices';
import { SERVICE_TYPE_KEYS } from '../codes/service-types';
import { STUFFING_MODAL_KEYS } from '../codes/stuffing-modals';
import { TRANSPORT_MODAL_KEYS } from '../codes/transport-modals';
import type { OfficeCountry } from '../codes/offices';
import { validateBillOfLading } from '../validators/bill-of-lading';
import { containerNumberSchema } from '../validators/container-number';
import { validateCteAccessKey, validateCteNumber } from '../validators/cte';
import { compareMoney, convertToBrl, multiplyMoney, parseMoney, parseQuotation } from '../validators/money';
import { taxIdSchema } from '../validators/tax-id';
import { invalid, requiredString, validatedString, type Validation } from '../validators/validation';

/**
 * A reimbursement request as the wizard submits it (SPEC §2 steps 0-6): validated whole on
 * submit. A draft stores any part of it; only the submission must be complete.
 */
const text = (max: number) =>
  requiredString().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const optionalText = (max: number) => requiredString().trim().max(max, 'validation.tooLong').optional();
const quantity = requiredString().regex(/^\d{1,15}(\.\d{1,3})?$/, 'validation.invalidFormat');

/** A bill of lading or a CT-e (access key or number): either format passes. */
export function validateBlOrCte(value: string): Validation {
  for (const check of [validateBillOfLading, validateCteAccessKey, validateCteNumber]) {
    const result = check(value);
    if (result.ok) return result;
  }
  return invalid('validation.invalidBillOfLading');
}

const priced = {
  currency: z.enum(CURRENCY_KEYS, { error: 'validation.invalidOption' }),
  quotation: requiredString().optional(),
};

const faultShape = {
  productDescription: text(500),
  amount: quantity,
  unitPrice: requiredString(),
  totalPrice: requiredString(),
  ...priced,
};

const faultSchema = z.object(faultShape).strict();
const damageSchema = z
  .object({
    ...faultShape,
    damageDescription: text(2000),
    destination: z.enum(DAMAGE_DESTINATION_KEYS, { error: 'validation.invalidOption' }),
    salePrice: requiredString().optional(),
    address: text(500),
    name: text(200),
    phone: text(40),
    lossMitigationValue: requiredString().optional(),
  })
  .strict();
const extraCostSchema = z
  .object({ description: text(500), value: requiredString(), total: requiredString(), ...priced })
  .strict();

type Priced = { currency: CurrencyKey; quotation?: string };

/** Money fields in the item's currency, a quotation for a foreign currency (SPEC §5). */
function checkPriced(item: Priced, moneyFields: string[], ctx: z.RefinementCtx, path: (string | number)[]) {
  const record = item as unknown as Record<string, string | undefined>;
  for (const field of moneyFields) {
    const value = record[field];
    if (value === undefined) continue;
    const parsed = parseMoney(item.currency, value);
    if (!parsed.ok)
      ctx.addIssue({
        code: 'custom',
        path: [...path, field],
        message: parsed.error,
        params: { ...parsed.params },
      });
  }
  if (item.currency === SETTLEMENT_CURRENCY) return;
  if (!item.quotation?.trim())
    ctx.addIssue({ code: 'custom', path: [...path, 'quotation'], message: 'validation.quotationRequired' });
  else if (!parseQuotation(item.quotation).ok)
    ctx.addIssue({ code: 'custom', path: [...path, 'quotation'], message: 'validation.invalidQuotation' });
}

const MONEY_FIELDS = {
  faults: ['unitPrice', 'totalPrice'],
  damages: ['unitPrice', 'totalPrice', 'salePrice', 'lossMitigationValue'],
  extraCosts: ['value', 'total'],
} as const;

const submissionSchemas = new Map<OfficeCountry, ReturnType<typeof buildSubmissionSchema>>();

/**
 * The whole request as filed, validated by the client's country. Built once per country: the api
 * checks every filing and the portal's wizard every change with it, and building costs about a
 * millisecond. Schemas never change once built.
 */
export function reimbursementSubmissionSchema(country: OfficeCountry) {
  let schema = submissionSchemas.get(country);
  if (!schema) {
    schema = buildSubmissionSchema(country);
    submissionSchemas.set(country, schema);
  }
  return schema;
}

function buildSubmissionSchema(country: OfficeCountry) {
  return z
    .object({
      office: z.enum(OFFICE_KEYS, { error: 'validation.invalidOption' }),
      serviceType: z.enum(SERVICE_TYPE_KEYS, { error: 'validation.invalidOption' }),
      clientData: z
        .object({
          taxId: taxIdSchema(country),
          companyName: text(200),
          stateRegistration: text(40),
          cityRegistration: text(40),
        })
        .strict(),
      shipping: z
        .object({
          blOrCte: validatedString(validateBlOrCte),
          bookingNumber: text(40),
          houseBl: optionalText(40),
          invoiceNumber: text(40),
          portOfLoadingId: z.uuid({ error: 'validation.invalidOption' }),
          portOfDischargeId: z.uuid({ error: 'validation.invalidOption' }),
          dischargeDate: z.iso.date({ error: 'validation.invalidDate' }),
          containers: z.array(containerNumberSchema).min(1, 'validation.required').max(200),
          vesselId: z.uuid({ error: 'validation.invalidOption' }),
          voyage: text(40),
          transporter: text(200),
          transportModal: z.enum(TRANSPORT_MODAL_KEYS, { error: 'validation.invalidOption' }),
          stuffingModal: z.enum(STUFFING_MODAL_KEYS, { error: 'validation.invalidOption' }),
        })
        .strict(),
      faults: z.array(faultSchema).max(200).default([]),
      damages: z.array(damageSchema).max(200).default([]),
      extraCosts: z.array(extraCostSchema).max(200).default([]),
      bankData: z.object({ bank: text(120), agency: text(20), checkingAccount: text(40) }).strict(),
      protestLetterId: z.uuid().optional(),
    })
    .strict()
    .superRefine((s, ctx) => {
      if (s.faults.length + s.damages.length + s.extraCosts.length === 0)
        ctx.addIssue({ code: 'custom', path: ['faults'], message: 'validation.atLeastOneItem' });
      for (const group of ['faults', 'damages', 'extraCosts'] as const) {
        s[group].forEach((item, i) => {
          checkPriced(item, [...MONEY_FIELDS[group]], ctx, [group, i]);
          if (group === 'extraCosts') return;
          const line = item as {
            amount: string;
            unitPrice: string;
            totalPrice: string;
            currency: CurrencyKey;
          };
          const unit = parseMoney(line.currency, line.unitPrice);
          const total = parseMoney(line.currency, line.totalPrice);
          if (!unit.ok || !total.ok || !/^\d/.test(line.amount)) return;
          const expected = multiplyMoney(unit.value, line.amount, line.currency === 'PYG' ? 0 : 2);
          if (compareMoney(expected, total.value) !== 0)
            ctx.addIssue({
              code: 'custom',
              path: [group, i, 'totalPrice'],
              message: 'validation.totalMismatch',
              params: { expected },
            });
        });
      }
    });
}

export type ReimbursementSubmission = z.output<ReturnType<typeof reimbursementSubmissionSchema>>;

/** A draft holds any part of the wizard's data; only its top-level groups are checked. */
export const reimbursementDraftSchema = z
  .object({
    clientId: z.uuid().optional(),
    data: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();

/** The documents a request must carry, by what it claims (any one type of each set will do). */
export function requiredDocuments(s: Pick<ReimbursementSubmission, 'faults' | 'damages' | 'extraCosts'>) {
  const sets: DocumentTypeKey[][] = [];
  if (s.faults.length) sets.push(['COMMERCIAL_INVOICE', 'NOTA_FISCAL'], ['PACKING_LIST']);
  if (s.damages.length) sets.push(['PHOTOS'], ['SURVEY_REPORT', 'LOSS_STATEMENT']);
  if (s.extraCosts.length) sets.push(['PROOF_OF_PAYMENT']);
  return sets;
}

/** The first type of each required set the attachments lack: what the error names. */
export function missingDocuments(
  s: Pick<ReimbursementSubmission, 'faults' | 'damages' | 'extraCosts'>,
  attached: readonly string[],
): DocumentTypeKey[][] {
  const have = new Set(attached);
  return requiredDocuments(s).filter((set) => !set.some((type) => have.has(type)));
}

/** An amount with its BRL equivalent: the same for BRL, amount × quotation otherwise. */
export function withBrl(amount: string, currency: CurrencyKey, quotation?: string) {
  if (currency === SETTLEMENT_CURRENCY) return { quotation: null, amountBrl: amount };
  const q = parseQuotation(quotation ?? '');
  return q.ok
    ? { quotation: q.value, amountBrl: convertToBrl(amount, q.value) }
    : { quotation: null, amountBrl: null };
}

/** Is this request one the carrier notice (SPEC §1) keeps out of the portal? */
export function fallsUnderCarrierNotice(
  s: { serviceType: string; shipping: { transporter: string } },
  notice: { carrier: string },
): boolean {
  const norm = (v: string) =>
    v
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase();
  return s.serviceType === 'LONG_COURSE' || norm(s.shipping.transporter).includes(norm(notice.carrier));
}
