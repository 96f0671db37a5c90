import { z } from 'zod';
import { INSPECTION_RESULT_KEYS } from '../codes/inspection-results';
import { emailSchema } from '../validators/email';
import { lazyRecord } from '../validators/lazy-record';
import type { ProtestAction } from './transitions';

/**
 * What each person-driven action carries. The API validates with these (422 on failure) and the
 * workflow's update validators check again, so nothing malformed reaches a case's history.
 * Each schema is built on first use (see lazyRecord): the workflow sandbox loads this module
 * for every case it runs.
 */
const fileIds = () => z.array(z.uuid()).max(50).default([]);
const hour = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const protestActionPayloads = lazyRecord({
  requestInspection: () =>
    z
      .object({
        date: z.iso.date(),
        hour: hour(),
        name: z.string().trim().min(1).max(200),
        contact: z.string().trim().min(1).max(200),
        telephone: z.string().trim().min(4).max(40),
        address: z.string().trim().min(1).max(500),
        email: emailSchema,
        // Packing list, invoice, other files or photos, uploaded to the letter beforehand.
        fileIds: fileIds(),
      })
      .strict(),
  scheduleInspection: () => z.object({ inspectorId: z.uuid(), date: z.iso.date(), hour: hour() }).strict(),
  recordInspectionResult: () =>
    z
      .object({
        // SPEC §5: "inspection result required": a result not chosen is named as missing, not as a wrong option.
        result: z.enum(INSPECTION_RESULT_KEYS, {
          error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidOption'),
        }),
        observation: z.string().trim().min(1).max(8000),
        // SPEC §5: the inspector's analysis statement is required, apart from the observation.
        analysisStatement: z.string().trim().min(1).max(16000),
        fileIds: fileIds(),
      })
      .strict(),
  cancelInspection: () => z.object({ reason: z.string().max(2000).optional() }).strict(),
  openAnalysis: () => z.object({}).strict(),
  concludeAnalysis: () => z.object({ analysisStatement: z.string().trim().min(1).max(16000) }).strict(),
  linkReimbursement: () => z.object({ reimbursementRequestId: z.uuid() }).strict(),
} satisfies Partial<Record<ProtestAction, () => z.ZodType>>);

export type ProtestPersonAction = keyof typeof protestActionPayloads;
export const PROTEST_PERSON_ACTIONS = Object.keys(protestActionPayloads) as ProtestPersonAction[];
export const isProtestPersonAction = (name: string): name is ProtestPersonAction =>
  Object.hasOwn(protestActionPayloads, name);
export type ProtestActionPayload<A extends ProtestPersonAction> = z.infer<(typeof protestActionPayloads)[A]>;
