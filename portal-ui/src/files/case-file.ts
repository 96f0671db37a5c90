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
}
