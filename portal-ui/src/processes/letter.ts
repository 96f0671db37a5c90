import type { OfficeKey } from '@claims/domain/codes/offices';
import type { CaseFile } from '../files/case-file';

/** GET /api/protest-letters/:id as the portal reads it; `actions` are the legal ones for this user. */
export interface Letter {
  id: string;
  reference: string;
  protocol: string | null;
  status: string;
  /** The office whose rules the letter's actions follow (the telephone's country, the office's today). */
  office: OfficeKey;
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
    /** Canonical decimals in kilograms ("18650.5"). */
    weightManifested: string | null;
    weightDetermined: string | null;
  }[];
  inspection: {
    status: number | string;
    date: string | null;
    hour: string | null;
    /** The site contact the inspector meets: name, role, telephone, e-mail, address. */
    name: string | null;
    contact: string | null;
    telephone: string | null;
    email: string | null;
    address: string | null;
    result: string | null;
    observation: string | null;
    analysisStatement: string | null;
  } | null;
  files: CaseFile[];
  reimbursementRequestId?: string | null;
  reimbursementRequestReference?: string | null;
  reimbursementSuggestion?: unknown;
  actions: string[];
  log: { seq: number; action: string; doneAt: string }[];
}
