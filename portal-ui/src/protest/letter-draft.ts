import { protestDraftSchema, missingProtestFiles } from '@claims/domain/protest/letter';
import { unsavedEditsOf } from '../wizard/unsaved-edits';
import { letterIssues, letterStepOf, type LetterForm } from './letter-form';

type Data = Record<string, unknown>;

/** The protest wizard's edits since its draft's last save, kept in this tab. */
export const unsavedLetterEdits = unsavedEditsOf<LetterForm>('protestDraft');

/**
 * The part of a letter a draft may keep as it stands. The api refuses a draft with a wrong field
 * (a half-typed CT-e key), yet a save on Back or while typing must not fail for it: such fields
 * are left out of that save, and the tab keeps them as typed (unsavedLetterEdits).
 */
export function draftable(data: Data): Data {
  const parsed = protestDraftSchema.safeParse({ data });
  if (parsed.success) return data;
  const kept = JSON.parse(JSON.stringify(data)) as Data;
  for (const issue of parsed.error.issues) {
    const [root, ...path] = issue.path;
    if (root !== 'data' || path.length === 0) continue;
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Data)?.[key as string], kept);
    if (parent && typeof parent === 'object') delete (parent as Data)[path[path.length - 1] as string];
  }
  return kept;
}

/** Where a resumed letter opens: the first step with something left to do (the review at the end). */
export function firstIncompleteLetterStep(form: LetterForm, attachedTypes: string[]): number {
  const issues = letterIssues(form);
  for (const step of [0, 1]) if (issues.some((i) => letterStepOf(i.path.join('.')) === step)) return step;
  return missingProtestFiles(attachedTypes).length ? 2 : 3;
}
