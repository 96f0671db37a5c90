/** One file of a case as the api presents it (api/src/files/case-files.ts). */
export interface CaseFile {
  id: string;
  name: string;
  size: number;
  documentType: string | null;
  mimeType?: string;
  uploadedAt?: string;
  uploadedBy?: string | null;
  uploadedByName?: string | null;
  /** What this user may do with the file now: 'remove' while its upload may be taken back (SPEC §4). */
  allowedActions?: 'remove'[];
}
