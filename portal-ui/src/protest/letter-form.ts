import { missingProtestFiles, protestLetterSchema } from '@claims/domain/src/protest/letter';

export interface ContainerLine {
  number: string;
  damages: string[];
  sealManifested: string;
  sealDetermined: string;
  weightManifested: string;
  weightDetermined: string;
}

export interface LetterForm {
  billOfLading: string;
  houseBillOfLading: string;
  cte: string;
  vesselId: string;
  ship: string;
  voyage: string;
  merchandise: string;
  notifyingCompany: string;
  portOfEmbarkationId: string;
  portOfDischargeId: string;
  dischargeDate: string;
  containers: ContainerLine[];
  inspectionRequested: boolean;
}

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

const dropEmpty = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '')) as Partial<T>;

/** What the api files: optional fields left out when empty, container numbers upper-cased. */
export function toFiling(form: LetterForm) {
  return {
    ...dropEmpty(form),
    containers: form.containers.map((c) => ({
      ...dropEmpty(c),
      number: c.number.trim().toUpperCase(),
      damages: c.damages,
    })),
  };
}

/** Step 1 to 4: letter data, containers, files, review. */
export const LETTER_STEPS = ['letter', 'containers', 'files', 'review'] as const;

export function letterStepValid(step: number, form: LetterForm, attachedTypes: string[]): boolean {
  const parsed = protestLetterSchema.safeParse(toFiling(form));
  const issues = parsed.success ? [] : parsed.error.issues;
  const inContainers = (path: PropertyKey[]) => path[0] === 'containers';
  if (step === 0) return !issues.some((i) => !inContainers(i.path));
  if (step === 1) return !issues.some((i) => inContainers(i.path));
  if (step === 2) return missingProtestFiles(attachedTypes).length === 0;
  return issues.length === 0 && missingProtestFiles(attachedTypes).length === 0;
}
