import type { UploadedFile } from '../api/upload';

/** GET /api/protest-letters/:id as the portal reads it; `actions` are the legal ones for this user. */
export interface Letter {
  id: string;
  reference: string;
  protocol: string | null;
  status: string;
  clientName: string | null;
  billOfLading: string;
  houseBillOfLading: string | null;
  ship: string;
  voyage: string;
  merchandise: string;
  notifyingCompany: string;
  portOfDischargeName: string | null;
  dischargeDate: string | null;
  lateNotice: boolean;
  analysisStatement: string | null;
  containers: {
    number: string;
    damages: string[];
    sealManifested: string | null;
    sealDetermined: string | null;
  }[];
  inspection: {
    status: number | string;
    date: string | null;
    hour: string | null;
    name: string | null;
    address: string | null;
    result: string | null;
    observation: string | null;
  } | null;
  files: UploadedFile[];
  reimbursementRequestId?: string | null;
  reimbursementSuggestion?: unknown;
  actions: string[];
  log: { seq: number; action: string; doneAt: string }[];
}
