/**
 * SPEC §5 and §9: a remote autocomplete searches only once the typed query has more than 2
 * characters. Given to `<ReferenceInput enableGetChoices>`; the record already chosen is still
 * read and shown (react-admin fetches it on its own).
 */
export const searchesPastTwoCharacters = ({ q }: { q?: unknown }) =>
  typeof q === 'string' && q.trim().length > 2;

/** The same rule for the suggestions list of an `<AutocompleteInput>`. */
export const suggestsPastTwoCharacters = (typed: string) => typed.trim().length > 2;
