/**
 * The protest letter lifecycle (ARCHITECTURE §4 "Protest letter"), as data. The workflow, the
 * API's validators and the UIs' action buttons all ask these tables.
 */
import { PROTEST_STATUS_KEYS, protestStatusByKey, type ProtestStatusKey } from '../codes/protest-statuses';
import type { InspectionResultKey } from '../codes/inspection-results';

export const PROTEST_STATUSES_IN_ORDER = PROTEST_STATUS_KEYS;
export type ProtestStatus = ProtestStatusKey;
/** The spec's numeric code of a status, as the projection stores it. */
export const protestStatusCode = (status: ProtestStatus): number => protestStatusByKey(status).code;

export interface ProtestCase {
  status: ProtestStatus;
  /** The user assigned to inspect; only they may record the result. */
  inspectorId: string | null;
  /** When the inspection is scheduled (epoch ms): the reminder and the escalation count from it. */
  inspectionAt: number | null;
  inspectionResult: InspectionResultKey | null;
  reimbursementRequestId: string | null;
}

/** Claims staff, the client side (client and broker roles), the assigned inspector, or the workflow's timers. */
export type ProtestActor = 'STAFF' | 'CLIENT_SIDE' | 'INSPECTOR' | 'TIMER';

/** The status a letter starts in: waiting for the inspection request form when the customer asked for one. */
export const initialProtestCase = (inspectionRequested: boolean): ProtestCase => ({
  status: inspectionRequested ? 'AWAITING_INSPECTION_REQUEST' : 'REGISTERED',
  inspectorId: null,
  inspectionAt: null,
  inspectionResult: null,
  reimbursementRequestId: null,
});
