import type { UploadedFile } from '../api/upload';
import { unsavedEditsOf } from '../wizard/unsaved-edits';

/** What the inspector has typed and uploaded for a letter's result, before Save. */
export interface InspectionResultDraft {
  form: { result: string; observation: string; analysisStatement: string };
  photos: UploadedFile[];
}

/**
 * The inspection result as typed, kept in this tab per letter until it is saved: an inspector
 * writes the statement on site, on a phone, and a reload (or the browser reclaiming the tab) must
 * not lose it. The same safety net the wizards keep between two saves of their drafts; the api
 * keeps no draft of a result, so this tab's copy is the draft.
 */
export const inspectionResultDrafts = unsavedEditsOf<InspectionResultDraft>('inspectionResult');
