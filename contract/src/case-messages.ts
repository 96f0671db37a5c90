import { z } from 'zod';
import { instant } from './fields';

export { caseMessageSchema as postCaseMessageSchema } from '@claims/domain';

/** One message of a case's conversation (GET and POST /api/<cases>/:id/messages). */
export const messageSchema = z.strictObject({
  id: z.uuid(),
  text: z.string(),
  author: z.strictObject({ id: z.uuid(), name: z.string() }).nullable(),
  at: instant,
  yours: z.boolean().describe('Written by the signed-in user (the chat shows it on the right)'),
});
export type CaseMessage = z.infer<typeof messageSchema>;
