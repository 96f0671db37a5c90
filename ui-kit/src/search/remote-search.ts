/**
 * SPEC §5 and §9: a remote autocomplete searches only once the typed query has more than 2
 * characters. Both UIs' searchable choices follow it: the console's react-admin inputs and the
 * portal's reference choices (ports, vessels, client companies).
 */
export const SEARCH_PAST_CHARACTERS = 2;

/** Whether what was typed is long enough to ask the api for. */
export const suggestsPastTwoCharacters = (typed: string) => typed.trim().length > SEARCH_PAST_CHARACTERS;

/**
 * The same rule for react-admin's `<ReferenceInput enableGetChoices>`, which hands it the list's
 * filter; the record already chosen is still read and shown (react-admin fetches it on its own).
 */
export const searchesPastTwoCharacters = ({ q }: { q?: unknown }) =>
  typeof q === 'string' && suggestsPastTwoCharacters(q);
