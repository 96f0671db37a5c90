import type { z } from 'zod';
import type { CurrencyKey } from '@claims/domain/codes/currencies';
import { officeByKey, type OfficeCountry } from '@claims/domain/codes/offices';
import { splitContainerNumbers } from '@claims/domain/validators/container-number';
import type { reimbursementSubmissionSchema } from '@claims/domain/reimbursement/submission';
import type { AsTyped } from '../../forms/as-typed';

type Submission = z.input<ReturnType<typeof reimbursementSubmissionSchema>>;

/**
 * The wizard's data: the domain's submission shape (the same fields, the same groups), with every
 * value a string as typed, and the containers as the one text field they are typed into.
 */
export type FaultLine = AsTyped<NonNullable<Submission['faults']>[number]>;
export type DamageLine = AsTyped<NonNullable<Submission['damages']>[number]>;
export type ExtraCostLine = AsTyped<NonNullable<Submission['extraCosts']>[number]>;
export type PricedLine = FaultLine | DamageLine | ExtraCostLine;
export interface RequestForm {
  office: string;
  serviceType: string;
  clientData: AsTyped<Submission['clientData']>;
  shipping: AsTyped<Omit<Submission['shipping'], 'containers'>> & { containers: string };
  faults: FaultLine[];
  damages: DamageLine[];
  extraCosts: ExtraCostLine[];
  bankData: AsTyped<Submission['bankData']>;
}

/** SPEC §2: the steps in order (shown to people as Passo 1 to 8). */
export const STEPS = [
  'client',
  'shipping',
  'faults',
  'damages',
  'extraCosts',
  'documents',
  'bank',
  'submit',
] as const;
export type StepName = (typeof STEPS)[number];

export function emptyForm(): RequestForm {
  return {
    office: 'BR',
    serviceType: 'CABOTAGE',
    clientData: { taxId: '', companyName: '', stateRegistration: '', cityRegistration: '' },
    shipping: {
      blOrCte: '',
      bookingNumber: '',
      houseBl: '',
      invoiceNumber: '',
      portOfLoadingId: '',
      portOfDischargeId: '',
      dischargeDate: '',
      containers: '',
      vesselId: '',
      voyage: '',
      transporter: '',
      transportModal: '',
      stuffingModal: '',
    },
    faults: [],
    damages: [],
    extraCosts: [],
    // No country chosen: the account is in the claimant's own country (the bank step shows which).
    bankData: { country: '', bank: '', agency: '', checkingAccount: '' },
  };
}

/**
 * A new line is in the claimant's own country's currency: SPEC names no default, and a claimant's
 * goods are invoiced in its own money. A Brazilian exporter filing at the Argentine office claims
 * in reais unless it chooses pesos; lines in pesos by default made it claim the wrong money.
 */
export const claimantCurrency = (claimant: OfficeCountry): CurrencyKey =>
  officeByKey(claimant)?.localCurrency ?? 'BRL';

export const emptyFault = (currency = 'BRL'): FaultLine => ({
  productDescription: '',
  amount: '',
  unitPrice: '',
  totalPrice: '',
  currency,
  quotation: '',
});
export const emptyDamage = (currency = 'BRL'): DamageLine => ({
  ...emptyFault(currency),
  damageDescription: '',
  destination: '',
  salePrice: '',
  address: '',
  name: '',
  phone: '',
  lossMitigationValue: '',
});
export const emptyExtraCost = (currency = 'BRL'): ExtraCostLine => ({
  description: '',
  value: '',
  total: '',
  currency,
  quotation: '',
});

/** A draft saved earlier, laid over the empty form so every field exists. */
export function resumeForm(data: Partial<RequestForm> | undefined): RequestForm {
  const base = emptyForm();
  if (!data) return base;
  return {
    ...base,
    ...data,
    clientData: { ...base.clientData, ...data.clientData },
    shipping: { ...base.shipping, ...data.shipping },
    bankData: { ...base.bankData, ...data.bankData },
    // Each line over its empty one too: a draft keeps no empty optional field (a quotation not
    // typed yet), and the wizard reads every field of a line as text.
    faults: (data.faults ?? []).map((line) => ({ ...emptyFault(line?.currency), ...line })),
    damages: (data.damages ?? []).map((line) => ({ ...emptyDamage(line?.currency), ...line })),
    extraCosts: (data.extraCosts ?? []).map((line) => ({ ...emptyExtraCost(line?.currency), ...line })),
  };
}

const OPTIONAL_EMPTY = ['houseBl', 'quotation', 'salePrice', 'lossMitigationValue'];

function withoutEmptyOptionals<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([key, v]) => !(OPTIONAL_EMPTY.includes(key) && v === '')),
  ) as T;
}

const priced = <T extends PricedLine>(line: T) =>
  withoutEmptyOptionals(line.currency === 'BRL' ? { ...line, quotation: '' } : line);

/** The body the api files: containers as a list (as the domain reads one), empty optional fields left out. */
export function toSubmission(form: RequestForm) {
  const { country, ...bank } = form.bankData;
  return {
    ...form,
    bankData: country ? { country, ...bank } : bank,
    shipping: withoutEmptyOptionals({
      ...form.shipping,
      containers: splitContainerNumbers(form.shipping.containers),
    }),
    faults: form.faults.map(priced),
    damages: form.damages.map(priced),
    extraCosts: form.extraCosts.map(priced),
  };
}
