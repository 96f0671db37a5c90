import { useMemo } from 'react';
import { suggestsPastTwoCharacters } from '@claims/ui-kit/remote-search';
import type { ListPage, ListParams } from '../api/list';
import { useListQuery } from '../api/queries';
import { useDebouncedValue } from '../table/useDebouncedValue';
import type { Option } from './inputs';

/** An api list whose rows a form chooses among (ports, vessels, client companies), as options. */
export interface ReferenceSource<O extends Option = Option> {
  path: string;
  /** Method syntax on purpose: each source reads rows of its own shape. */
  toOption(row: never): O;
}

/** What a form offers of one reference list before anything is typed. */
export interface ReferenceChoices<O extends Option = Option> {
  source: ReferenceSource<O>;
  /** The first page, by name. */
  options: O[];
  /** Whether those are all the rows there are: if not, the rest is reached by searching. */
  complete: boolean;
  /** The first page is still on its way. */
  loading: boolean;
}

/** The most rows the api gives in one page (api MAX_PAGE_SIZE). */
export const REFERENCE_PAGE = 100;

const byName = (filter: Record<string, unknown>): ListParams => ({
  page: 1,
  perPage: REFERENCE_PAGE,
  filter,
  sort: [{ field: 'name', order: 'ASC' }],
});
// Reference data changes seldom: a wizard opened again within minutes uses what was read, and
// the options of a form being filled in do not change under it.
const kept = { staleTime: 5 * 60_000, refetchOnWindowFocus: false };
const NONE: never[] = [];

function useReferencePage<O extends Option>(
  source: ReferenceSource<O>,
  filter: Record<string, unknown>,
  enabled: boolean,
) {
  const select = useMemo(
    () => (page: ListPage<never>) => ({
      options: page.rows.map((row) => source.toOption(row)),
      complete: page.total <= page.rows.length,
    }),
    [source],
  );
  return useListQuery<never, { options: O[]; complete: boolean }>(source.path, byName(filter), {
    ...kept,
    select,
    enabled,
    // A search for other words shows nothing of the previous words' rows.
    placeholderData: undefined,
  });
}

/**
 * The first page of `source` by name. A list that cannot be read offers nothing; one not read
 * (`enabled` false: a screen that may not list it) offers nothing and searches nothing.
 */
export function useReferenceChoices<O extends Option>(
  source: ReferenceSource<O>,
  { enabled = true }: { enabled?: boolean } = {},
): ReferenceChoices<O> {
  const first = useReferencePage(source, {}, enabled);
  return {
    source,
    options: first.data?.options ?? NONE,
    complete: first.data?.complete ?? true,
    loading: enabled && first.isPending,
  };
}

/**
 * The rows whose text holds `typed`, asked of the api once typing pauses (SPEC §9: 250 ms) and
 * only past two characters, when the first page is not the whole list. `asked` says whether the
 * api is the one answering: else the choice filters the first page itself.
 */
export function useReferenceSearch<O extends Option>(choices: ReferenceChoices<O>, typed: string) {
  const settled = useDebouncedValue(typed.trim());
  const asked = !choices.complete && suggestsPastTwoCharacters(typed);
  // Until the pause ends, the previous words' answer would be the wrong one.
  const ready = asked && settled === typed.trim();
  const found = useReferencePage(choices.source, { q: settled }, ready);
  return {
    asked,
    options: ready ? (found.data?.options ?? NONE) : NONE,
    searching: asked && (!ready || found.isPending),
    /** The api's refusal or failure of the search, if it failed. */
    failed: ready && found.isError ? found.error : null,
  };
}

/**
 * The options of the ids a form holds: from the first page, else read by id (a draft saved with
 * the 150th port, or a port found by searching), so the choice and the review name them.
 * An id the api no longer lists (a port since removed) has no option.
 */
export function useChosenOptions<O extends Option>(
  choices: ReferenceChoices<O>,
  ids: readonly string[],
): (id: string) => O | undefined {
  const wanted = [...new Set(ids.filter(Boolean))].sort();
  const listed = (id: string) => choices.options.find((o) => o.value === id);
  const missing = wanted.filter((id) => !listed(id));
  const read = useReferencePage(
    choices.source,
    { id: missing },
    !choices.complete && !choices.loading && missing.length > 0,
  );
  const fromApi = read.data?.options ?? NONE;
  return (id) => listed(id) ?? fromApi.find((o) => o.value === id);
}
