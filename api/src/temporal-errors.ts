import { ApplicationFailure, WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import { HttpError } from './http-error';

/**
 * Maps what a case workflow answered to an HTTP error: a rejected update (illegal in the current
 * status, or a payload the validator refused) never entered the case's history.
 */
export function toCaseCommandError(err: unknown): HttpError | undefined {
  if (err instanceof WorkflowNotFoundError) return new HttpError(404, 'CASE_NOT_FOUND', 'errors.notFound');
  if (err instanceof WorkflowUpdateFailedError && err.cause instanceof ApplicationFailure) {
    const details = (err.cause.details?.[0] ?? {}) as Record<string, string>;
    if (err.cause.type === 'ILLEGAL_TRANSITION')
      return new HttpError(409, 'ILLEGAL_TRANSITION', 'errors.invalidTransition', {
        status: details.status ?? '',
      });
    if (err.cause.type === 'INVALID_PAYLOAD')
      return new HttpError(422, 'VALIDATION_FAILED', 'errors.validation');
  }
  return undefined;
}
