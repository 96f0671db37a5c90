import type { ReimbursementAllowedAction } from '@claims/contract';
import type {
  AnalysisStatusKey,
  CurrencyKey,
  DebtNoteSubStatusKey,
  OfficeKey,
  TeamKey,
} from '@claims/domain';

/** A claimed amount with its currency and, when foreign, its quotation and BRL equivalent. */
export interface ClaimedMoney {
  currency: CurrencyKey;
  quotation: string | null;
  total: string;
  amountBrl: string | null;
}

export interface CaseFile {
  id: string;
  documentType: string;
  name: string;
  size: number;
  mimeType: string;
  uploadedAt: string;
  uploadedBy: string | null;
  uploadedByName: string | null;
}

export interface Proposal {
  version: number;
  kind: 'PROPOSAL' | 'COUNTEROFFER' | string;
  value: string;
  currency: CurrencyKey;
  quotation: string | null;
  amountBrl: string | null;
  message: string | null;
  attachmentFileId: string | null;
  proposedBy: string | null;
  proposedAt: string;
  status: string;
  approvedBy: string | null;
  approvedAt: string | null;
  expiresAt: string | null;
  answeredAt: string | null;
  proposedByName?: string | null;
  answeredByName?: string | null;
  answerMessage?: string | null;
}

export interface LogEntry {
  seq: number;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  doneBy: string | null;
  doneByName?: string | null;
  doneAt: string;
  /** What was typed or chosen with the step (documents asked, message, reason, dates). */
  details?: Record<string, unknown>;
}

/** The conversation's state (api/src/routes/reimbursements/conversation.ts). */
export interface DocumentRequest {
  kind: 'DOCUMENTS' | 'SETTLEMENT';
  party: string;
  message: string | null;
  requestedAt: string | null;
  requestedByName: string | null;
  deadline: string | null;
  items: { documentType: string; provided: boolean; fileId: string | null; fileName: string | null }[];
}
export interface Payment {
  expectedDate: string | null;
  paidOn: string | null;
  value: string | null;
  currency: CurrencyKey | null;
  receipt: { id: string; name: string } | null;
  recordedByName: string | null;
  blockedReason: string | null;
}
export interface Outcome {
  decision: {
    kind: string;
    value: string | null;
    currency: CurrencyKey | null;
    decidedAt: string | null;
    decidedByName: string | null;
  } | null;
  closed: boolean;
  closedAt: string | null;
  closedByName: string | null;
  expired: boolean;
  closeReason: string | null;
}

/** GET /api/reimbursements/:id (api/src/routes/reimbursements/presenter.ts). */
export interface ReimbursementDetail {
  id: string;
  reference: string;
  office: OfficeKey;
  team: TeamKey;
  analysisStatus: AnalysisStatusKey;
  subStatus: DebtNoteSubStatusKey | null;
  clientId: string;
  clientName: string | null;
  /** The letter of protest the request backs, when it came from one. */
  protestLetter?: { id: string; reference: string | null } | null;
  blOrCte: string | null;
  containers: string[];
  dischargeDate: string | null;
  timeBarDate: string | null;
  slaDueAt: string | null;
  slaBreached: boolean;
  counterofferPending: boolean;
  totalBrl: string | null;
  createdAt: string;
  submittedAt: string | null;
  updatedAt: string;
  closedAt: string | null;
  serviceType?: string;
  clientData?: {
    taxId: string;
    companyName: string;
    country: string | null;
    stateRegistration: string | null;
    cityRegistration: string | null;
  };
  shipping?: Record<string, unknown> & { containers?: string[] };
  faults?: (ClaimedMoney & {
    productDescription: string;
    amount: string;
    unitPrice: string;
    totalPrice: string;
  })[];
  damages?: (ClaimedMoney & Record<string, unknown>)[];
  extraCosts?: (ClaimedMoney & { description: string; value: string })[];
  totals?: { byCurrency: Record<string, string>; brl: string | null };
  bankData?: { bank: string; agency: string; checkingAccount: string } | null;
  attachments?: CaseFile[];
  analysis?: Record<string, unknown> | null;
  proposals?: Proposal[];
  timeBarExtensions?: { grantedBy: string; grantedTo: string; extendedUntil: string; recordedAt: string }[];
  nextDeadline?: { at: string; kind: string; key: string } | null;
  log?: LogEntry[];
  documentRequest?: DocumentRequest | null;
  payment?: Payment | null;
  outcome?: Outcome | null;
  /** The commands this user may take now; the detail carries them, list rows do not. */
  allowedActions?: ReimbursementAllowedAction[];
}
