import type { z } from 'zod';
import { missingProtestFiles, protestLetterSchema } from '@claims/domain/protest/letter';
import { withoutBlanks, type AsTyped } from '../forms/as-typed';

type LetterInput = z.input<typeof protestLetterSchema>;

/**
 * The wizard's data: the domain's letter (the same fields, the same containers) as typed, every
 * text a string. The client is chosen apart, as it cannot change once the draft exists.
 */
export type LetterForm = AsTyped<Omit<LetterInput, 'clientId'>>;
export type ContainerLine = LetterForm['containers'][number];

export const emptyContainer = (): ContainerLine => ({
  number: '',
  damages: [],
  sealManifested: '',
  sealDetermined: '',
  weightManifested: '',
  weightDetermined: '',
});

export const emptyLetter = (): LetterForm => ({
  billOfLading: '',
  houseBillOfLading: '',
  cte: '',
  vesselId: '',
  ship: '',
  voyage: '',
  merchandise: '',
  notifyingCompany: '',
  portOfEmbarkationId: '',
  portOfDischargeId: '',
  dischargeDate: '',
  containers: [emptyContainer()],
  inspectionRequested: false,
});

type Saved = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A saved draft laid over the empty letter: a draft keeps only what was filled in (and stores it
 * as the filing would: weights canonical), so every field missing from it is empty again.
 */
export function resumeLetter(data: Saved | undefined): LetterForm {
  const base = emptyLetter();
  if (!data) return base;
  const letter = Object.fromEntries(
    Object.entries(base).map(([key, empty]) => [key, typeof empty === 'string' ? text(data[key]) : empty]),
  ) as LetterForm;
  const containers = Array.isArray(data.containers) ? (data.containers as Saved[]) : [];
  return {
    ...letter,
    inspectionRequested: data.inspectionRequested === true,
    containers: containers.length
      ? containers.map((c) => ({
          ...emptyContainer(),
          ...Object.fromEntries(Object.keys(emptyContainer()).map((key) => [key, text(c[key])])),
          damages: Array.isArray(c.damages) ? c.damages.filter((d) => typeof d === 'string') : [],
        }))
      : base.containers,
  };
}

/** What the api files: optional fields left out when empty, container numbers upper-cased. */
export function toFiling(form: LetterForm) {
  return {
    ...withoutBlanks(form),
    containers: form.containers.map((c) => ({
      ...withoutBlanks(c),
      number: c.number.trim().toUpperCase(),
      damages: c.damages,
    })),
  };
}

/** Step 1 to 4: letter data, containers, files, review. */
export const LETTER_STEPS = ['letter', 'containers', 'files', 'review'] as const;

/** What the api would refuse in this letter, from the domain's own schema. */
export function letterIssues(form: LetterForm) {
  // With the input on each issue, a day no calendar has is said not to exist, as on the field.
  const parsed = protestLetterSchema.safeParse(toFiling(form), { reportInput: true });
  return parsed.success ? [] : parsed.error.issues;
}

/** The step where the field at `path` is typed ("containers.0.weightManifested" → 1). */
export const letterStepOf = (path: string) => (path.split('.')[0] === 'containers' ? 1 : 0);

/** SPEC §4: Next only when the current step's own check passes; the last step checks everything. */
export function letterStepValid(step: number, form: LetterForm, attachedTypes: string[]): boolean {
  const issues = letterIssues(form);
  const onStep = (s: number) => issues.some((i) => letterStepOf(i.path.join('.')) === s);
  if (step === 0 || step === 1) return !onStep(step);
  if (step === 2) return missingProtestFiles(attachedTypes).length === 0;
  return issues.length === 0 && missingProtestFiles(attachedTypes).length === 0;
}
