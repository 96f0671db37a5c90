import type { UploadedFile } from '../../api/upload';

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
  clientData: { taxId: string; companyName: string; stateRegistration: string; cityRegistration: string };
  shipping: Record<string, string | string[] | null>;
  faults: (Money & { productDescription: string; amount: string; unitPrice: string })[];
  damages: (Money & {
    productDescription: string;
    amount: string;
    unitPrice: string;
    damageDescription: string;
  })[];
  extraCosts: (Money & { description: string; value: string })[];
  totals: { byCurrency: Record<string, string>; brl: string | null };
  bankData: { bank: string; agency: string; checkingAccount: string } | null;
  attachments: (UploadedFile & { uploadedByName?: string | null })[];
  analysis: {
    result: string;
    justification: string | null;
    reimbursementAmount: string | null;
    currency: string | null;
    comments: string | null;
    createdAt: string;
  } | null;
  proposals: Proposal[];
  log: { seq: number; action: string; toStatus: string | null; doneByName: string | null; doneAt: string }[];
}
