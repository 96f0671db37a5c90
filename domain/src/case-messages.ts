import { z } from 'zod';

/** A message in a case's conversation; longer texts belong in an attached file. */
export const CASE_MESSAGE_MAX_LENGTH = 4000;

/** What a person posts to a case's conversation: the api's body and the portal's form. */
export const caseMessageSchema = z
  .object({ text: z.string().trim().min(1).max(CASE_MESSAGE_MAX_LENGTH) })
  .strict();
