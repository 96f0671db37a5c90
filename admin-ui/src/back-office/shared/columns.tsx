import { BooleanField, FunctionField, SelectField, TextField, useLocaleState } from 'react-admin';
import { countryName, type Locale } from '@claims/domain';

/** A choice of a SelectField or SelectInput: the stored value and its label key. */
export interface Choice {
  id: string;
  name: string;
}

/**
 * A column of a reference list, labelled with the shared field names (`fields.*`): a field's
 * name alone for plain text, or where it needs more, what it shows and how.
 */
export type Column =
  | string
  | {
      source: string;
      /** The field name the label comes from, where it is not the source (a formatted copy). */
      label?: string;
      sortBy?: string;
      choices?: Choice[];
      /** 'country': an ISO 3166 code shown by the country's name in the reader's language. */
      type?: 'boolean' | 'country';
    };

/**
 * The Field element of one column. An element, not a component: Datagrid reads each column's
 * header and sorting from the props of its direct children.
 */
export function columnField(column: Column, label: (field: string) => string) {
  const {
    source,
    label: field = source,
    sortBy,
    choices,
    type,
  } = typeof column === 'string' ? { source: column } : column;
  const props = { source, label: label(field), sortBy };
  if (choices) return <SelectField key={source} {...props} choices={choices} />;
  if (type === 'boolean') return <BooleanField key={source} {...props} />;
  if (type === 'country') return <CountryField key={source} {...props} />;
  return <TextField key={source} {...props} />;
}

/** "Brasil (BR)": the name the reader knows, with the code the form asks for. */
function CountryField(props: { source: string; label: string; sortBy?: string }) {
  const [locale] = useLocaleState();
  return (
    <FunctionField
      {...props}
      render={(record: Record<string, unknown>) => {
        const code = record[props.source];
        return typeof code === 'string' && code ? `${countryName(locale as Locale, code)} (${code})` : '';
      }}
    />
  );
}
