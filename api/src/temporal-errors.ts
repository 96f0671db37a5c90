import { ApplicationFailure, WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import { HttpError } from './http-error';

/**
 * Maps what a case workflow answered to an HTTP error: a rejected update (illegal in the current
 * status, or a payload the validator refused) never entered the case's history.
 */
export function toCaseCommandError(err: unknown): HttpError | undefined {
  if (err instanceof WorkflowNotFoundError) return HttpError.of('CASE_NOT_FOUND');
  if (err instanceof WorkflowUpdateFailedError && err.cause instanceof ApplicationFailure) {
    const details = (err.cause.details?.[0] ?? {}) as Record<string, string>;
    if (err.cause.type === 'ILLEGAL_TRANSITION')
      return HttpError.of('ILLEGAL_TRANSITION', {
        status: details.status ?? '',
      });
    if (err.cause.type === 'INVALID_PAYLOAD') return HttpError.of('VALIDATION_FAILED');
    if (err.cause.type === 'INSPECTION_NOT_YET_HELD')
      return HttpError.of('INSPECTION_NOT_YET_HELD', {
        inspectionDate: details.inspectionDate ?? '',
        office: details.office ?? '',
      });
  }
  return undefined;
}
