import type { OfficeCountry } from '@claims/domain/codes/offices';
import { reimbursementDraftSchemaFor } from '@claims/domain/reimbursement/draft';

type Data = Record<string, unknown>;

/**
 * The part of a request a draft may keep as it stands. The api refuses a draft with a wrong field
 * (a half-typed CNPJ or container number), yet a save while typing must not fail for it: such
 * fields are left out of that save (a list item is left out with its whole list), and the tab
 * keeps them as typed (unsavedEdits). As the protest wizard's `draftable`.
 */
export function draftableRequest<T extends object>(data: T, country: OfficeCountry): T {
  const parsed = reimbursementDraftSchemaFor(country).safeParse({ data });
  if (parsed.success) return data;
  const kept = JSON.parse(JSON.stringify(data)) as Data;
  for (const issue of parsed.error.issues) {
    const [root, ...rest] = issue.path;
    if (root !== 'data') continue;
    // A wrong entry of a plain list (containers) goes with its list: a hole would be refused too.
    const path = [...rest];
    while (path.length && typeof path[path.length - 1] === 'number') path.pop();
    if (path.length === 0) continue;
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Data | undefined)?.[key as string], kept);
    if (parent && typeof parent === 'object') delete (parent as Data)[path[path.length - 1] as string];
  }
  return kept as T;
}
