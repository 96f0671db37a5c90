/** SPEC §5 and §9's rule for remote search, shared with the portal's searchable choices. */
export { searchesPastTwoCharacters, suggestsPastTwoCharacters } from '@claims/ui-kit/remote-search';
