import { z } from 'zod';
import { DOCUMENT_PARTIES, TEAMS } from './state-machine';
import type { ReimbursementAction } from './transitions';

/**
 * What each person-driven action carries. The API validates with these (422 on failure) and the
 * workflow's update validators check again, so nothing malformed ever reaches a case's history.
 */
const empty = z.object({}).strict();

export const actionPayloads = {
  transferResponsibility: z.object({ team: z.enum(TEAMS) }).strict(),
  requestDocuments: z
    .object({
      party: z.enum(DOCUMENT_PARTIES),
      documentTypes: z.array(z.string().min(1).max(80)).max(70).default([]),
      message: z.string().max(4000).default(''),
    })
    .strict(),
  documentsProvided: z.object({ note: z.string().max(4000).optional() }).strict(),
  recordAnalysis: z
    .object({
      result: z.enum(['FULLY_PROCEDENT', 'PARTIALLY_PROCEDENT', 'IMPROCEDENT']),
      justification: z.string().max(8000).optional(),
    })
    .strict(),
  proposeAgreement: z
    .object({
      value: z.string().regex(/^\d+(\.\d{1,2})?$/),
      currency: z.string().length(3),
      message: z.string().max(4000).default(''),
    })
    .strict(),
  acceptProposal: empty,
  counterOffer: z
    .object({ value: z.string().regex(/^\d+(\.\d{1,2})?$/), message: z.string().max(4000).default('') })
    .strict(),
  requestSettlementDocuments: empty,
  settlementDocumentsProvided: z.object({ settledByNetting: z.boolean().default(false) }).strict(),
  schedulePayment: z.object({ expectedDate: z.iso.date() }).strict(),
  blockPayment: z.object({ reason: z.string().max(2000).optional() }).strict(),
  unblockPayment: empty,
  markPaid: empty,
  close: z.object({ reason: z.string().max(2000).optional() }).strict(),
  removeAnalysis: empty,
  undoDeal: empty,
  reopen: z.object({ reason: z.string().max(2000).optional() }).strict(),
} satisfies Partial<Record<ReimbursementAction, z.ZodType>>;

export type PersonAction = keyof typeof actionPayloads;
export const PERSON_ACTIONS = Object.keys(actionPayloads) as PersonAction[];
export const isPersonAction = (name: string): name is PersonAction => name in actionPayloads;
