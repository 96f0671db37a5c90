import { z } from 'zod';
import { protest, reimbursement } from '@claims/domain';

/**
 * The commands the caller may take on a case right now: its role may ask for them (the api's
 * policies) and the case's status allows them (the domain's transition table). Both UIs render
 * their action buttons from this list and never work legality out again.
 */
export const reimbursementAllowedActionsSchema = z
  .array(
    z.enum(reimbursement.PERSON_ACTIONS as [reimbursement.PersonAction, ...reimbursement.PersonAction[]]),
  )
  .describe('The commands this caller may take on the request now (POST …/actions/{action})');
export type ReimbursementAllowedAction = reimbursement.PersonAction;

export const protestAllowedActionsSchema = z
  .array(
    z.enum(protest.PROTEST_PERSON_ACTIONS as [protest.ProtestPersonAction, ...protest.ProtestPersonAction[]]),
  )
  .describe('The commands this caller may take on the letter now (POST …/actions/{action})');
export type ProtestAllowedAction = protest.ProtestPersonAction;
