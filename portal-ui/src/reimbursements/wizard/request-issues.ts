import type { z } from 'zod';
import type { CurrencyKey } from '@claims/domain/codes/currencies';
import type { OfficeCountry } from '@claims/domain/codes/offices';
import {
  MONEY_FIELDS,
  missingDocuments,
  reimbursementSubmissionSchema,
} from '@claims/domain/reimbursement/submission';
import { SERVICE_ROUTE_PATH, validateServiceRoute } from '@claims/domain/reimbursement/service-route';
import { parseMoney, parseQuotation } from '@claims/domain/validators/money';
import { STEPS, toSubmission, type RequestForm, type StepName } from './request-form';

/** A problem with the form, as zod reports it: the api's 422 is built from the very same issues. */
export type Issue = z.core.$ZodIssue;

const custom = (path: (string | number)[], message: string, params: Record<string, string | number> = {}) =>
  ({ code: 'custom', path, message, params, input: undefined }) as Issue;

/**
 * The schema checks money and quotations in its whole-request refinement, which zod runs only
 * once every other field parses; the wizard needs them on the step where the line is typed, long
 * before the bank data of step 6 exists. The same domain functions, line by line.
 */
function lineIssues(form: RequestForm): Issue[] {
  const issues: Issue[] = [];
  for (const group of ['faults', 'damages', 'extraCosts'] as const)
    form[group].forEach((line, i) => {
      const record = line as unknown as Record<string, string>;
      for (const field of MONEY_FIELDS[group]) {
        const value = record[field] ?? '';
        if (value === '' && (field === 'salePrice' || field === 'lossMitigationValue')) continue;
        const parsed = parseMoney(line.currency as CurrencyKey, value);
        if (!parsed.ok) issues.push(custom([group, i, field], parsed.error, { ...parsed.params }));
      }
      if (line.currency === 'BRL' || parseQuotation(line.quotation).ok) return;
      const message = (line.quotation ?? '').trim()
        ? 'validation.invalidQuotation'
        : 'validation.quotationRequired';
      issues.push(custom([group, i, 'quotation'], message));
    });
  if (form.faults.length + form.damages.length + form.extraCosts.length === 0)
    issues.push(custom(['faults'], 'validation.atLeastOneItem'));
  return issues;
}

/** The country of a port the wizard offers, or undefined while the options are not read. */
export type PortCountry = (portId: string) => string | undefined;
const NO_PORTS: PortCountry = () => undefined;

/**
 * A cabotage between ports of two countries, as the api refuses it (validateServiceRoute): the
 * wizard knows the ports' countries from its options and says it on the shipping step.
 */
function serviceRouteIssues(form: RequestForm, portCountry: PortCountry): Issue[] {
  const route = validateServiceRoute({
    serviceType: form.serviceType,
    loadingCountry: portCountry(form.shipping.portOfLoadingId),
    dischargeCountry: portCountry(form.shipping.portOfDischargeId),
  });
  return route.ok ? [] : [custom([...SERVICE_ROUTE_PATH], route.error, { ...route.params })];
}

/** Every problem the api would find with this form, from the domain's own submission schema. */
export function formIssues(form: RequestForm, country: OfficeCountry, portCountry = NO_PORTS): Issue[] {
  // With the input on each issue, a day no calendar has is said not to exist (issueMessage).
  const result = reimbursementSubmissionSchema(country).safeParse(toSubmission(form), { reportInput: true });
  const issues = result.success ? [] : [...result.error.issues];
  const key = (i: Issue) => `${i.path.join('.')}:${i.message}`;
  const seen = new Set(issues.map(key));
  const more = [...lineIssues(form), ...serviceRouteIssues(form, portCountry)];
  return withoutDerivedTotals([...issues, ...more.filter((i) => !seen.has(key(i)))]);
}

/** The fields the wizard computes, never typed: a line's total. */
const DERIVED = new Set(['totalPrice', 'total']);

/**
 * A line's total is computed from what is typed (quantity × unit price, or the value): while one
 * of those is missing or wrong, "total required" would name a field no one can fill. The
 * problem is said on the typed field alone; a total wrong by itself is still said.
 */
function withoutDerivedTotals(issues: Issue[]): Issue[] {
  const line = (i: Issue) => i.path.slice(0, 2).join('.');
  const typedWrong = new Set(
    issues.filter((i) => i.path.length === 3 && !DERIVED.has(String(i.path[2]))).map(line),
  );
  return issues.filter(
    (i) => !(i.path.length === 3 && DERIVED.has(String(i.path[2])) && typedWrong.has(line(i))),
  );
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

/** The step where the field at `path` is typed ("shipping.containers.0" → shipping); submit if none. */
export function stepOf(path: readonly PropertyKey[], message?: string): StepName {
  // "At least one item" is decided by the last item step.
  if (message === 'validation.atLeastOneItem') return 'extraCosts';
  const group = String(path[0] ?? '');
  return STEPS.find((s) => STEP_GROUPS[s].includes(group)) ?? 'submit';
}

/** The issues a step owns. */
export function stepIssues(step: StepName, issues: Issue[]): Issue[] {
  return issues.filter((issue) => stepOf(issue.path, issue.message) === step);
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
  portCountry = NO_PORTS,
): boolean {
  const issues = formIssues(form, country, portCountry);
  if (step === 'documents') return documentsStillRequired(form, attachedTypes).length === 0;
  if (step === 'submit')
    return issues.length === 0 && documentsStillRequired(form, attachedTypes).length === 0;
  return stepIssues(step, issues).length === 0;
}

/** Where a resumed draft opens: the first step still incomplete, or the last one when all are done. */
export function firstIncompleteStep(
  form: RequestForm,
  country: OfficeCountry,
  attachedTypes: string[],
  portCountry = NO_PORTS,
): number {
  const index = STEPS.findIndex((step) => !stepValid(step, form, country, attachedTypes, portCountry));
  if (index < 0) return STEPS.length - 1;
  // With no item at all the first item step is where something is missing, not the last one.
  const noItems = form.faults.length + form.damages.length + form.extraCosts.length === 0;
  return noItems ? Math.min(index, STEPS.indexOf('faults')) : index;
}
