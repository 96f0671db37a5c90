import type { ProtestAllowedAction } from '@claims/contract';
import type { InspectionResultKey, ProtestStatusKey } from '@claims/domain';
import type { CaseFile, LogEntry } from '../reimbursements/types';

/** GET /api/protest-letters/:id (api/src/routes/protest-letters/presenter.ts). */
export interface ProtestLetterDetail {
  id: string;
  reference: string;
  protocol: string | null;
  status: ProtestStatusKey;
  statusCode: number;
  clientId: string;
  clientName: string | null;
  office: string;
  billOfLading: string | null;
  ship: string | null;
  voyage: string | null;
  portOfDischargeId: string | null;
  portOfDischargeName: string | null;
  dischargeDate: string | null;
  lateNotice: boolean;
  noticeDeadline: string | null;
  filedAt: string | null;
  createdAt: string;
  updatedAt: string;
  houseBillOfLading?: string | null;
  cte?: string | null;
  vesselId?: string | null;
  merchandise?: string | null;
  notifyingCompany?: string | null;
  portOfEmbarkationId?: string | null;
  inspectionRequested?: boolean;
  analysisStatement?: string | null;
  containers?: {
    number: string;
    damages: string[];
    sealManifested: string | null;
    sealDetermined: string | null;
    weightManifested: string | null;
    weightDetermined: string | null;
  }[];
  inspection?: {
    id: string;
    status: number;
    date: string | null;
    hour: string | null;
    name: string | null;
    contact: string | null;
    telephone: string | null;
    address: string | null;
    email: string | null;
    inspectorId: string | null;
    /** The api names the inspector: not every role may read users. */
    inspectorName: string | null;
    result: InspectionResultKey | null;
    observation: string | null;
    analysisStatement: string | null;
    concludedAt: string | null;
  } | null;
  files?: CaseFile[];
  reimbursementRequestId?: string | null;
  reimbursementRequestReference?: string | null;
  log?: LogEntry[];
  /** The commands this user may take now; the detail carries them, list rows do not. */
  allowedActions?: ProtestAllowedAction[];
}
