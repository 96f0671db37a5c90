import { z } from 'zod';
import { CURRENCY_KEYS, isCurrencyKey, type CurrencyKey } from '../codes/currencies';
import { DAMAGE_DESTINATION_KEYS } from '../codes/damage-destinations';
import { OFFICE_KEYS, type OfficeCountry } from '../codes/offices';
import { SERVICE_TYPE_KEYS } from '../codes/service-types';
import { STUFFING_MODAL_KEYS } from '../codes/stuffing-modals';
import { TRANSPORT_MODAL_KEYS } from '../codes/transport-modals';
import { BANK_COUNTRIES, validateBank, withBankAccountRules } from '../validators/bank-account';
import { containerNumberSchema } from '../validators/container-number';
import { DRAFT_MAX_CHARACTERS, draftField } from '../validators/draft-field';
import { parseMoney, parseQuotation } from '../validators/money';
import { quantitySchema } from '../validators/measure';
import { taxIdSchema } from '../validators/tax-id';
import { requiredString, validatedString, withValidatedFields } from '../validators/validation';
import { withSitePhoneRules } from './site-phones';
import { validateBlOrCte, withDischargeInThePast } from './submission';

/**
 * A reimbursement request's draft (the wizard saved step by step): any part of the submission,
 * each field present checked by the rule the filing uses and stored normalized, so an unknown
 * office or a "1.250,50" is a 422 naming its field when saved, never a 500 when filed.
 */
const text = (max: number) => draftField(requiredString().trim().max(max, 'validation.tooLong'));
const option = (keys: readonly [string, ...string[]]) =>
  draftField(z.enum(keys, { error: 'validation.invalidOption' }));
const uuid = () => draftField(z.uuid({ error: 'validation.invalidOption' }));

/** A money field of a line, read in the line's currency (the real's rules until one is chosen). */
function draftLine(shape: z.ZodRawShape, moneyFields: readonly string[]) {
  const currencyOf = (line: Record<string, unknown>): CurrencyKey =>
    typeof line.currency === 'string' && isCurrencyKey(line.currency) ? line.currency : 'BRL';
  const read = (line: Record<string, unknown>, field: string) => {
    const value = line[field];
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return field === 'quotation' ? parseQuotation(value) : parseMoney(currencyOf(line), value);
  };
  const fields = [...moneyFields, 'quotation'];
  const line = z.object({
    ...shape,
    ...Object.fromEntries(fields.map((f) => [f, draftField(requiredString())])),
    currency: option(CURRENCY_KEYS),
  });
  return withValidatedFields(line, fields, read);
}

const faultShape = { productDescription: text(500), amount: draftField(quantitySchema) };

export function reimbursementDraftDataSchema(country: OfficeCountry) {
  const schema = z.object({
    office: option(OFFICE_KEYS),
    serviceType: option(SERVICE_TYPE_KEYS),
    clientData: z
      .object({
        taxId: draftField(taxIdSchema(country)),
        companyName: text(200),
        stateRegistration: text(40),
        cityRegistration: text(40),
      })
      .optional(),
    shipping: z
      .object({
        blOrCte: draftField(validatedString(validateBlOrCte)),
        bookingNumber: text(40),
        houseBl: text(40),
        invoiceNumber: text(40),
        portOfLoadingId: uuid(),
        portOfDischargeId: uuid(),
        dischargeDate: draftField(z.iso.date({ error: 'validation.invalidDate' })),
        containers: draftField(z.array(containerNumberSchema).max(200)),
        vesselId: uuid(),
        voyage: text(40),
        transporter: text(200),
        transportModal: option(TRANSPORT_MODAL_KEYS),
        stuffingModal: option(STUFFING_MODAL_KEYS),
      })
      .optional(),
    faults: z
      .array(draftLine(faultShape, ['unitPrice', 'totalPrice']))
      .max(200)
      .optional(),
    damages: z
      .array(
        draftLine(
          {
            ...faultShape,
            damageDescription: text(2000),
            destination: option(DAMAGE_DESTINATION_KEYS),
            address: text(500),
            name: text(200),
            // Read by the office's country, with the draft's office: withSitePhoneRules.
            phone: draftField(requiredString()),
          },
          ['unitPrice', 'totalPrice', 'salePrice', 'lossMitigationValue'],
        ),
      )
      .max(200)
      .optional(),
    extraCosts: z
      .array(draftLine({ description: text(500) }, ['value', 'total']))
      .max(200)
      .optional(),
    bankData: z
      .object({
        country: option(BANK_COUNTRIES),
        bank: draftField(validatedString(validateBank)),
        agency: draftField(requiredString()),
        checkingAccount: draftField(requiredString()),
      })
      .optional(),
    protestLetterId: uuid(),
  });
  return withBankAccountRules(
    withSitePhoneRules(withDischargeInThePast(schema), country, { draft: true }),
    country,
    { draft: true },
  );
}

/** A draft as saved (POST/PUT /api/reimbursements/drafts): the client it is for and its data. */
export function reimbursementDraftSchemaFor(country: OfficeCountry) {
  return z
    .object({
      clientId: z.uuid({ error: 'validation.invalidOption' }).optional(),
      data: reimbursementDraftDataSchema(country).prefault({}),
    })
    .strict()
    .refine((d) => JSON.stringify(d.data).length <= DRAFT_MAX_CHARACTERS, {
      path: ['data'],
      message: 'validation.tooLong',
      params: { max: DRAFT_MAX_CHARACTERS },
    });
}

/** The draft of a Brazilian client's request, for documentation; each route reads the client's country. */
export const reimbursementDraftSchema = z.lazy(() => reimbursementDraftSchemaFor('BR'));
