import { z } from 'zod';

/**
 * What a step of either kind of case's log says: which action moved the case from which status
 * to which, and who took it. Each kind's entry adds when, and what else its readers see.
 */
export const caseLogStepFields = {
  seq: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  doneBy: z.uuid().nullable(),
  doneByName: z.string().nullable(),
};
