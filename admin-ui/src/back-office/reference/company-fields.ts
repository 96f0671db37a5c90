import { countryChoices } from '../shared/choices';
import type { Column } from '../shared/columns';
import type { InputSpec } from '../shared/FieldInputs';

// Clients and customs brokers are both companies: a name and a tax id in one of the offices' countries.
// The tax id's rules depend on the country (CNPJ, CUIT, RUC, RUT): the API checks it and answers 422.

/** The first columns of a company list. */
export const COMPANY_COLUMNS: Column[] = [
  'name',
  { source: 'taxIdFormatted', label: 'taxId', sortBy: 'taxId' },
  { source: 'country', choices: countryChoices },
];

/** The first inputs of a company form. */
export const COMPANY_INPUTS: InputSpec[] = [
  { source: 'name', required: true, maxLength: 200 },
  { source: 'country', choices: countryChoices, required: true },
  { source: 'taxId', required: true },
];
