import { missingDocuments, reimbursementSubmissionSchema } from '@claims/domain/src/reimbursement/submission';
import type { OfficeCountry } from '@claims/domain/src/codes/offices';
import {
  addMoney,
  convertToBrl,
  multiplyMoney,
  parseMoney,
  parseQuotation,
} from '@claims/domain/src/validators/money';
import type { CurrencyKey } from '@claims/domain/src/codes/currencies';

/** The wizard's data as typed: strings everywhere, the same groups as the api's submission. */
export interface PricedLine {
  currency: string;
  quotation: string;
}
export interface FaultLine extends PricedLine {
  productDescription: string;
  amount: string;
  unitPrice: string;
  totalPrice: string;
}
export interface DamageLine extends FaultLine {
  damageDescription: string;
  destination: string;
  salePrice: string;
  address: string;
  name: string;
  phone: string;
  lossMitigationValue: string;
}
export interface ExtraCostLine extends PricedLine {
  description: string;
  value: string;
  total: string;
}
export interface RequestForm {
  office: string;
  serviceType: string;
  clientData: { taxId: string; companyName: string; stateRegistration: string; cityRegistration: string };
  shipping: {
    blOrCte: string;
    bookingNumber: string;
    houseBl: string;
    invoiceNumber: string;
    portOfLoadingId: string;
    portOfDischargeId: string;
    dischargeDate: string;
    containers: string;
    vesselId: string;
    voyage: string;
    transporter: string;
    transportModal: string;
    stuffingModal: string;
  };
  faults: FaultLine[];
  damages: DamageLine[];
  extraCosts: ExtraCostLine[];
  bankData: { bank: string; agency: string; checkingAccount: string };
}

/** SPEC §2: the steps, numbered from 0. */
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
    bankData: { bank: '', agency: '', checkingAccount: '' },
  };
}

export const emptyFault = (): FaultLine => ({
  productDescription: '',
  amount: '',
  unitPrice: '',
  totalPrice: '',
  currency: 'BRL',
  quotation: '',
});
export const emptyDamage = (): DamageLine => ({
  ...emptyFault(),
  damageDescription: '',
  destination: '',
  salePrice: '',
  address: '',
  name: '',
  phone: '',
  lossMitigationValue: '',
});
export const emptyExtraCost = (): ExtraCostLine => ({
  description: '',
  value: '',
  total: '',
  currency: 'BRL',
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
    faults: data.faults ?? [],
    damages: data.damages ?? [],
    extraCosts: data.extraCosts ?? [],
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

/** The body the api files: containers as a list, empty optional fields left out. */
export function toSubmission(form: RequestForm) {
  return {
    ...form,
    shipping: withoutEmptyOptionals({
      ...form.shipping,
      containers: form.shipping.containers
        .split(/[\s,;]+/)
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    }),
    faults: form.faults.map(priced),
    damages: form.damages.map(priced),
    extraCosts: form.extraCosts.map(priced),
  };
}

export interface Issue {
  path: (string | number)[];
  message: string;
  params: Record<string, string | number>;
}

/**
 * The schema's whole-request rules (a quotation for a foreign currency, at least one item) run
 * only once every field parses; the wizard needs them step by step, before the last one.
 */
function wholeRequestIssues(form: RequestForm): Issue[] {
  const issues: Issue[] = [];
  for (const group of ['faults', 'damages', 'extraCosts'] as const)
    form[group].forEach((line, i) => {
      if (line.currency === 'BRL' || parseQuotation(line.quotation).ok) return;
      const message = line.quotation.trim() ? 'validation.invalidQuotation' : 'validation.quotationRequired';
      issues.push({ path: [group, i, 'quotation'], message, params: {} });
    });
  if (form.faults.length + form.damages.length + form.extraCosts.length === 0)
    issues.push({ path: ['faults'], message: 'validation.atLeastOneItem', params: {} });
  return issues;
}

/** Every problem the api would find with this form, from the domain's own submission schema. */
export function formIssues(form: RequestForm, country: OfficeCountry): Issue[] {
  const result = reimbursementSubmissionSchema(country).safeParse(toSubmission(form));
  const issues: Issue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        message: issue.message,
        params: ((issue as { params?: Record<string, string | number> }).params ?? {}) as Record<
          string,
          string | number
        >,
      }));
  const key = (i: Issue) => `${i.path.join('.')}:${i.message}`;
  const seen = new Set(issues.map(key));
  return [...issues, ...wholeRequestIssues(form).filter((i) => !seen.has(key(i)))];
}

const STEP_GROUPS: Record<StepName, string[]> = {
  client: ['office', 'serviceType', 'clientData'],
  shipping: ['shipping'],
  faults: ['faults'],
  damages: ['damages'],
  extraCosts: ['extraCosts'],
  documents: [],
  bank: ['bankData'],
  submit: [],
};

/** The issues a step owns. The "at least one item" rule belongs to the last item step, extra costs. */
export function stepIssues(step: StepName, issues: Issue[]): Issue[] {
  return issues.filter((issue) => {
    const [group] = issue.path;
    const atLeastOne = issue.message === 'validation.atLeastOneItem';
    if (atLeastOne) return step === 'extraCosts';
    return STEP_GROUPS[step].includes(String(group));
  });
}

/** The document sets still missing, given the types of the attachments so far. */
export function documentsStillRequired(form: RequestForm, attachedTypes: string[]) {
  return missingDocuments(toSubmission(form) as never, attachedTypes);
}

/** SPEC §5 wizard rule: Next only if the current step's own check passes. */
export function stepValid(
  step: StepName,
  form: RequestForm,
  country: OfficeCountry,
  attachedTypes: string[],
): boolean {
  const issues = formIssues(form, country);
  if (step === 'documents') return documentsStillRequired(form, attachedTypes).length === 0;
  if (step === 'submit')
    return issues.length === 0 && documentsStillRequired(form, attachedTypes).length === 0;
  return stepIssues(step, issues).length === 0;
}

/** The total of a line: quantity × unit price for faults and damages (the api checks the same product). */
export function lineTotal(currency: string, amount: string, unitPrice: string): string {
  const unit = parseMoney(currency as CurrencyKey, unitPrice);
  if (!unit.ok || !/^\d+(\.\d{1,3})?$/.test(amount)) return '';
  return multiplyMoney(unit.value, amount, currency === 'PYG' ? 0 : 2);
}

export interface Totals {
  byCurrency: Record<string, string>;
  /** Null while a foreign line still lacks its quotation. */
  brl: string | null;
}

/** Live totals per currency and in BRL over every line of the three item steps. */
export function totals(form: RequestForm): Totals {
  const lines = [
    ...form.faults.map((f) => ({ currency: f.currency, quotation: f.quotation, total: f.totalPrice })),
    ...form.damages.map((d) => ({ currency: d.currency, quotation: d.quotation, total: d.totalPrice })),
    ...form.extraCosts.map((e) => ({ currency: e.currency, quotation: e.quotation, total: e.total })),
  ].filter((l) => parseMoney(l.currency as CurrencyKey, l.total).ok);
  const byCurrency: Record<string, string> = {};
  let brl: string | null = '0';
  for (const line of lines) {
    byCurrency[line.currency] = addMoney(byCurrency[line.currency] ?? '0', line.total);
    if (brl === null) continue;
    if (line.currency === 'BRL') brl = addMoney(brl, line.total);
    else if (/^\d{1,12}(\.\d{1,6})?$/.test(line.quotation))
      brl = addMoney(brl, convertToBrl(line.total, line.quotation));
    else brl = null;
  }
  return { byCurrency, brl };
}
