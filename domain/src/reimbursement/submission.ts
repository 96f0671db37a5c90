import { z } from 'zod';
import { CURRENCY_KEYS, SETTLEMENT_CURRENCY, isCurrencyKey, type CurrencyKey } from '../codes/currencies';
import { DAMAGE_DESTINATION_KEYS } from '../codes/damage-destinations';
import type { DocumentTypeKey } from '../codes/document-types';
import { OFFICE_KEYS, isOfficeKey } from '../codes/offices';
import { SERVICE_TYPE_KEYS } from '../codes/service-types';
import { STUFFING_MODAL_KEYS } from '../codes/stuffing-modals';
import { TRANSPORT_MODAL_KEYS } from '../codes/transport-modals';
import type { OfficeCountry } from '../codes/offices';
import { validateBillOfLading } from '../validators/bill-of-lading';
import { containerNumberSchema } from '../validators/container-number';
import { normalizeCteAccessKey, validateCteAccessKey, validateCteNumber } from '../validators/cte';
import { officeNow } from '../office-time';
import { textHolds } from '../text-search';
import { latestOfficeDate, validateNotFuture } from '../validators/future-date';
import {
  compareMoney,
  convertToBrl,
  multiplyMoney,
  parseMoney,
  parseQuotation,
  withinMoneyLimit,
} from '../validators/money';
import { bankDataSchema, withBankAccountRules } from '../validators/bank-account';
import { parseQuantity, quantitySchema } from '../validators/measure';
import { taxIdSchema } from '../validators/tax-id';
import {
  addRefusal,
  invalid,
  requiredString,
  validatedString,
  type Validation,
} from '../validators/validation';
import { asksStateAndCityRegistrations } from './registrations';
import { withSitePhoneRules } from './site-phones';

/**
 * A reimbursement request as the wizard submits it (SPEC §2 steps 0-6): validated whole on
 * submit. A draft stores any part of it; only the submission must be complete.
 */
const text = (max: number) =>
  requiredString().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const optionalText = (max: number) => requiredString().trim().max(max, 'validation.tooLong').optional();

/** Required of a Brazilian company; elsewhere optional, and a blank one is not kept. */
const registration = (country: OfficeCountry) =>
  asksStateAndCityRegistrations(country)
    ? text(40)
        .refine(isRegistrationNumber, { message: 'validation.registrationNumber' })
        // Written as the registries write it, however it was typed.
        .transform((value) => (/^isento$/i.test(value) ? 'ISENTO' : value))
    : optionalText(40).transform((value) => (value === '' ? undefined : value));

/**
 * An inscrição as the states and cities write them (110.042.490.114, 4.123.456-7, 0623079/001-5):
 * digits with dots, slashes and dashes, or ISENTO for an exempt company; never "ABCD!!".
 */
export const isRegistrationNumber = (value: string): boolean =>
  /^isento$/i.test(value) || (/\d/.test(value) && /^[\d./\-\s]+$/.test(value));

/**
 * A bill of lading or a CT-e (access key or number): either format passes. 44 digits can only be
 * an access key, so a wrong one is named as such (its check digit, its state, its model), not as
 * a wrong bill of lading.
 */
export function validateBlOrCte(value: string): Validation {
  if (/^\d{44}$/.test(normalizeCteAccessKey(value))) return validateCteAccessKey(value);
  for (const check of [validateBillOfLading, validateCteAccessKey, validateCteNumber]) {
    const result = check(value);
    if (result.ok) return result;
  }
  return invalid('validation.invalidBlOrCte');
}

const priced = {
  currency: z.enum(CURRENCY_KEYS, { error: 'validation.invalidOption' }),
  quotation: requiredString().optional(),
};

const faultShape = {
  productDescription: text(500),
  amount: quantitySchema,
  unitPrice: requiredString(),
  totalPrice: requiredString(),
  ...priced,
};

type Priced = { currency: CurrencyKey; quotation?: string };

/** Money fields in the item's currency, a quotation for a foreign currency (SPEC §5). */
function checkPriced(item: Priced, moneyFields: readonly string[], ctx: z.RefinementCtx) {
  if (!isCurrencyKey(item.currency)) return; // its own field says so
  const record = item as unknown as Record<string, string | undefined>;
  for (const field of moneyFields) {
    const value = record[field];
    if (value === undefined) continue;
    const parsed = parseMoney(item.currency, value);
    if (!parsed.ok) addRefusal(ctx, parsed, [field]);
  }
  if (item.currency === SETTLEMENT_CURRENCY) return;
  const quotation = typeof item.quotation === 'string' ? parseQuotation(item.quotation) : undefined;
  if (!item.quotation?.trim())
    ctx.addIssue({ code: 'custom', path: ['quotation'], message: 'validation.quotationRequired' });
  else if (!quotation?.ok)
    ctx.addIssue({ code: 'custom', path: ['quotation'], message: 'validation.invalidQuotation' });
  // The line's total is also kept in reais: it must fit there too.
  const totalField = moneyFields.includes('totalPrice') ? 'totalPrice' : 'total';
  const total = parseMoney(item.currency, record[totalField] ?? '');
  if (quotation?.ok && total.ok && !withinMoneyLimit(convertToBrl(total.value, quotation.value)))
    ctx.addIssue({ code: 'custom', path: [totalField], message: 'validation.money.tooLarge' });
}

/**
 * The line as stored: each amount with its currency's decimals ("1250,5" → "1250.50"), the
 * quotation canonical, and none for the real (a BRL line converts at 1).
 */
function normalizePriced<T extends Priced>(item: T, moneyFields: readonly string[]): T {
  const record: Record<string, unknown> = { ...item };
  for (const field of moneyFields) {
    const value = record[field];
    if (typeof value !== 'string') continue;
    const parsed = parseMoney(item.currency, value);
    if (parsed.ok) record[field] = parsed.value;
  }
  if (item.currency === SETTLEMENT_CURRENCY) delete record.quotation;
  else if (item.quotation !== undefined) {
    const quotation = parseQuotation(item.quotation);
    if (quotation.ok) record.quotation = quotation.value;
  }
  return record as T;
}

/** The fields of each item group read as money in the item's currency (the wizard checks them step by step). */
export const MONEY_FIELDS = {
  faults: ['unitPrice', 'totalPrice'],
  damages: ['unitPrice', 'totalPrice', 'salePrice', 'lossMitigationValue'],
  extraCosts: ['value', 'total'],
} as const;

function pricedLine<Shape extends z.ZodRawShape>(shape: Shape, moneyFields: readonly string[]) {
  return z
    .object(shape)
    .strict()
    .superRefine((item, ctx) => checkPriced(item as unknown as Priced, moneyFields, ctx))
    .overwrite((item) => normalizePriced(item as unknown as Priced, moneyFields) as unknown as typeof item);
}

const faultSchema = pricedLine(faultShape, MONEY_FIELDS.faults);
const damageSchema = pricedLine(
  {
    ...faultShape,
    damageDescription: text(2000),
    destination: z.enum(DAMAGE_DESTINATION_KEYS, { error: 'validation.invalidOption' }),
    salePrice: requiredString().optional(),
    address: text(500),
    name: text(200),
    // Read by the office's country, with the request's office: withSitePhoneRules.
    phone: requiredString(),
    lossMitigationValue: requiredString().optional(),
  },
  MONEY_FIELDS.damages,
);
const extraCostSchema = pricedLine(
  { description: text(500), value: requiredString(), total: requiredString(), ...priced },
  MONEY_FIELDS.extraCosts,
);

/**
 * The discharge has happened: its date is not after today at the request's office (at any office
 * while none is chosen). zod skips a refinement once another field is wrong, so this one asks to
 * run always: the wizard shows it on the shipping step, long before the bank data exists.
 */
export function withDischargeInThePast<S extends z.ZodType>(schema: S): S {
  return schema.superRefine(
    (value, ctx) => {
      const request = value as { office?: unknown; shipping?: { dischargeDate?: unknown } } | null;
      const date = request?.shipping?.dischargeDate;
      if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
      const today = isOfficeKey(request?.office) ? officeNow(request.office).date : latestOfficeDate();
      const checked = validateNotFuture(date, { date: today });
      if (!checked.ok)
        ctx.addIssue({ code: 'custom', path: ['shipping', 'dischargeDate'], message: checked.error });
    },
    { when: () => true },
  );
}

const submissionSchemas = new Map<OfficeCountry, ReturnType<typeof buildSubmissionSchema>>();

/**
 * The whole request as filed, validated by the client's country (its tax id), its damage lines'
 * site phones by the office's (withSitePhoneRules), the bank account by its own country
 * (withBankAccountRules). Built once per client country: the api
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
  const schema = z
    .object({
      office: z.enum(OFFICE_KEYS, { error: 'validation.invalidOption' }),
      serviceType: z.enum(SERVICE_TYPE_KEYS, { error: 'validation.invalidOption' }),
      clientData: z
        .object({
          taxId: taxIdSchema(country),
          companyName: text(200),
          stateRegistration: registration(country),
          cityRegistration: registration(country),
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
      bankData: bankDataSchema,
      protestLetterId: z.uuid().optional(),
    })
    .strict()
    .superRefine((s, ctx) => {
      if (s.faults.length + s.damages.length + s.extraCosts.length === 0)
        ctx.addIssue({ code: 'custom', path: ['faults'], message: 'validation.atLeastOneItem' });
      for (const group of ['faults', 'damages', 'extraCosts'] as const) {
        s[group].forEach((item, i) => {
          if (group === 'extraCosts') return;
          const line = item as {
            amount: string;
            unitPrice: string;
            totalPrice: string;
            currency: CurrencyKey;
          };
          // Lines with a field of their own refused are left to that field's message; this check
          // runs on them too, so each value is read again rather than trusted.
          const unit = parseMoney(line.currency, line.unitPrice);
          const total = parseMoney(line.currency, line.totalPrice);
          const amount = parseQuantity(line.amount);
          if (!unit.ok || !total.ok || !amount.ok) return;
          const expected = multiplyMoney(unit.value, amount.value, line.currency === 'PYG' ? 0 : 2);
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
  return withBankAccountRules(withSitePhoneRules(withDischargeInThePast(schema), country), country);
}

export type ReimbursementSubmission = z.output<ReturnType<typeof reimbursementSubmissionSchema>>;

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
  return s.serviceType === 'LONG_COURSE' || textHolds(s.shipping.transporter, notice.carrier);
}
