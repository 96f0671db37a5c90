import type { ReimbursementCase } from '@claims/domain/reimbursement/state-machine';
import { isLegal } from '@claims/domain/reimbursement/transitions';
import {
  AUTHORITY_LIMITED_ACTIONS,
  actionPayloads,
  type PersonAction,
} from '@claims/domain/reimbursement/payloads';
import { illegalTransition, invalidPayload } from '../command-refusals';
import type { CaseCommand } from './messages';

/** The update validator's check: refused before it is accepted, a refusal leaves no trace in history. */
export function refuseInvalidCommand(
  action: PersonAction,
  current: ReimbursementCase,
  command: CaseCommand,
): void {
  if (!isLegal(current, action, command.actor)) throw illegal(action, current);
  const parsed = actionPayloads[action].safeParse(command.payload);
  if (!parsed.success) throw invalidPayload(action, parsed.error.issues);
  if (!isLegal(current, action, command.actor, parsed.data)) throw illegal(action, current);
}

/**
 * The payload a command acts with, checked again in its turn: legal when validated, but another
 * command may have moved the case since.
 */
export function commandPayload(
  action: PersonAction,
  current: ReimbursementCase,
  command: CaseCommand,
): Record<string, unknown> {
  if (!isLegal(current, action, command.actor, command.payload)) throw illegal(action, current);
  // The validator has checked the payload; histories recorded before a field was added
  // replay with what they carried.
  const parsed = actionPayloads[action].safeParse(command.payload);
  const payload = (parsed.success ? parsed.data : command.payload) as Record<string, unknown>;
  return AUTHORITY_LIMITED_ACTIONS.includes(action) && command.aboveAuthorityLimit
    ? { ...payload, aboveAuthorityLimit: true }
    : payload;
}

const illegal = (action: string, current: ReimbursementCase) =>
  illegalTransition(action, current.status, 'request');
