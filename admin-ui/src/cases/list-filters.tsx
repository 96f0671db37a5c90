import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import type { CodeFamily } from '@claims/domain';
import { searchesPastTwoCharacters, suggestsPastTwoCharacters } from '../inputs/remote-search';
import { codeChoices } from './code-choices';

/*
 * The filter inputs both case lists (letters of protest, reimbursement requests) narrow by, as
 * elements of a `<List filters>` array: each carries the `key` and `source` the array needs.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The one search box, always shown: reference, BL, container... typed in one field. */
export function searchFilter(placeholder: string, minWidth: number) {
  return <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} sx={{ minWidth }} />;
}

/** A choice among the entries of a code table (status, office, team...), in the reader's language. */
export function codeFilter(source: string, label: string, family: CodeFamily, translate: Translate) {
  return <SelectInput key={source} source={source} label={label} choices={codeChoices(family, translate)} />;
}

/** The customer, looked up by name once more than two characters are typed (SPEC §5). */
export function clientFilter(label: string) {
  return (
    <ReferenceInput
      key="clientId"
      source="clientId"
      // The "add filter" menu names a filter by this element's label, not the inner input's.
      label={label}
      reference="clients"
      sort={{ field: 'name', order: 'ASC' }}
      enableGetChoices={searchesPastTwoCharacters}
    >
      <AutocompleteInput
        label={label}
        optionText="name"
        shouldRenderSuggestions={suggestsPastTwoCharacters}
      />
    </ReferenceInput>
  );
}
