import { ANALYSIS_STATUSES, isClosed, type AnalysisStatus } from '../reimbursement/state-machine';
import { normalizeBillOfLading } from '../validators/bill-of-lading';

/**
 * A letter of protest backs a reimbursement request still being worked: a closed one (paid,
 * refused, lapsed) has nothing left for the letter to support, and linking it only hides the
 * letter from the request the client does file. The console offers these, the api refuses others.
 */
export const LINKABLE_REQUEST_STATUSES: readonly AnalysisStatus[] = ANALYSIS_STATUSES.filter(
  (status) => !isClosed(status),
);

/** A request not yet given its first status by its workflow is not closed either. */
export const isLinkableRequestStatus = (status: AnalysisStatus | null | undefined): boolean =>
  !status || !isClosed(status);

/**
 * Whether a request's BL/CT-e is one the letter names (its master or house BL), as typed or pasted
 * (spaces and case aside): a request on another shipment is most likely the wrong one.
 */
export function namesLetterShipment(
  letter: { billOfLading?: string | null; houseBillOfLading?: string | null },
  requestBlOrCte: string | null | undefined,
): boolean {
  if (!requestBlOrCte) return false;
  const request = normalizeBillOfLading(requestBlOrCte);
  return [letter.billOfLading, letter.houseBillOfLading].some(
    (bl) => !!bl && normalizeBillOfLading(bl) === request,
  );
}
