import { z } from 'zod';
import { caseFileSchema } from './case-files';
import { recordTimes } from './fields';

/** A saved draft as the drafts list answers it: any part of the case's data, filed later. */
export const caseDraftSchema = z.strictObject({
  id: z.uuid(),
  reference: z.string(),
  clientId: z.uuid().nullable(),
  data: z.record(z.string(), z.unknown()),
  ...recordTimes,
});
export type CaseDraft = z.infer<typeof caseDraftSchema>;

/** A saved, resumed or replaced draft with its files, under the name the case's screens read them. */
export const caseDraftWithFiles = <F extends string, E extends z.ZodRawShape>(filesField: F, extra: E) =>
  caseDraftSchema.extend({ ...extra, [filesField]: z.array(caseFileSchema) } as E &
    Record<F, z.ZodArray<typeof caseFileSchema>>);
