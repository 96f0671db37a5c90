import type { ReimbursementAllowedAction } from '@claims/contract';
import type { CaseFile } from '../../files/case-file';

/** GET /api/reimbursements/:id as the portal reads it. */
export interface Money {
  currency: string;
  quotation: string | null;
  total: string;
  amountBrl: string | null;
}
export interface Proposal {
  version: number;
  kind: string;
  value: string;
  currency: string;
  amountBrl: string | null;
  message: string;
  proposedAt: string;
  status: string;
  expiresAt: string | null;
  proposedByName?: string | null;
  answeredByName?: string | null;
  answerMessage?: string | null;
  answeredAt?: string | null;
}
/** What the case waits for the customer to send (api: conversation.ts). */
export interface DocumentRequest {
  kind: 'DOCUMENTS' | 'SETTLEMENT';
  party: string;
  message: string | null;
  requestedAt: string | null;
  requestedByName: string | null;
  /** Asked by a step the customer reads as the claims team's (a master's approval). */
  requestedByClaimsTeam?: boolean;
  deadline: string | null;
  items: { documentType: string; provided: boolean; fileId: string | null; fileName: string | null }[];
}
export interface Payment {
  expectedDate: string | null;
  paidOn: string | null;
  value: string | null;
  currency: string | null;
  receipt: { id: string; name: string } | null;
  recordedByName: string | null;
  blockedReason: string | null;
}
export interface Outcome {
  decision: {
    kind: string;
    value: string | null;
    currency: string | null;
    decidedAt: string | null;
    decidedByName: string | null;
  } | null;
  closed: boolean;
  closedAt: string | null;
  closedByName: string | null;
  expired: boolean;
  closeReason: string | null;
}
export interface LogEntry {
  seq: number;
  action: string;
  toStatus: string | null;
  doneByName: string | null;
  /** A step a master let through: the customer reads it as the claims team's, never the master's. */
  byClaimsTeam?: boolean;
  doneAt: string;
  details?: Record<string, unknown>;
}
export interface RequestDetail {
  id: string;
  reference: string;
  office: string;
  team: string;
  analysisStatus: string;
  counterofferPending: boolean;
  clientName: string | null;
  serviceType: string;
  createdAt: string;
  submittedAt: string | null;
  timeBarDate: string | null;
  clientData: {
    country: string | null;
    taxId: string;
    companyName: string;
    stateRegistration: string | null;
    cityRegistration: string | null;
  };
  shipping: Record<string, string | string[] | null>;
  faults: (Money & { productDescription: string; amount: string; unitPrice: string })[];
  damages: (Money & {
    productDescription: string;
    amount: string;
    unitPrice: string;
    damageDescription: string;
    destination: string | null;
    salePrice: string | null;
    lossMitigationValue: string | null;
    address: string | null;
    name: string | null;
    phone: string | null;
  })[];
  extraCosts: (Money & { description: string; value: string })[];
  totals: { byCurrency: Record<string, string>; brl: string | null };
  bankData: { country: string | null; bank: string; agency: string; checkingAccount: string } | null;
  attachments: CaseFile[];
  /** The letter of protest the request backs, when it came from one. */
  protestLetter?: { id: string; reference: string | null } | null;
  analysis: {
    result: string;
    justification: string | null;
    reimbursementAmount: string | null;
    currency: string | null;
    comments: string | null;
    createdAt: string;
  } | null;
  proposals: Proposal[];
  documentRequest?: DocumentRequest | null;
  payment?: Payment | null;
  outcome?: Outcome | null;
  log: LogEntry[];
  /** The commands this user may take now (the api's policies and the transition table). */
  allowedActions: ReimbursementAllowedAction[];
}
