import { ReferenceArrayInput, SelectInput, TextInput } from 'react-admin';
import type { z } from 'zod';
import type { Choice } from './columns';
import { useFieldLabel } from './labels';
import { useValidators, type Validator } from './validation';
import { ChosenCountArrayInput } from '../../inputs/ChosenCountArrayInput';
import { searchesPastTwoCharacters, suggestsPastTwoCharacters } from '../../inputs/remote-search';

/**
 * An input of a reference form or list filter: the field it edits, labelled with the shared field
 * names (`fields.*`), and the API's rules for it, checked in this order before sending.
 */
export interface InputSpec {
  source: string;
  required?: boolean;
  maxLength?: number;
  pattern?: RegExp;
  /** The contract's own check of the field (a port's UN/LOCODE). */
  schema?: z.ZodType;
  email?: boolean;
  helperText?: string;
  /** One of these values (a SelectInput) rather than free text. */
  choices?: Choice[];
  /** Several records of this other resource, searched past two characters. */
  manyOf?: string;
}

type Label = ReturnType<typeof useFieldLabel>;
type Validators = ReturnType<typeof useValidators>;

/** The inputs of a form, one after the other. */
export function FieldInputs({ inputs }: { inputs: InputSpec[] }) {
  const label = useFieldLabel();
  const v = useValidators();
  return <>{inputs.map((input) => fieldInput(input, label, v))}</>;
}

/** The Input element of one spec; an element so that a List can take it as a filter. */
export function fieldInput(input: InputSpec, label: Label, v: Validators) {
  const { source, helperText, choices, manyOf } = input;
  if (manyOf)
    return (
      <ReferenceArrayInput
        key={source}
        source={source}
        reference={manyOf}
        enableGetChoices={searchesPastTwoCharacters}
      >
        <ChosenCountArrayInput
          label={label(source)}
          optionText="name"
          shouldRenderSuggestions={suggestsPastTwoCharacters}
        />
      </ReferenceArrayInput>
    );
  const validate = validators(input, v);
  if (choices)
    return (
      <SelectInput key={source} source={source} label={label(source)} choices={choices} validate={validate} />
    );
  return (
    <TextInput
      key={source}
      source={source}
      label={label(source)}
      validate={validate}
      helperText={helperText}
    />
  );
}

function validators({ source, required, maxLength, pattern, schema, email }: InputSpec, v: Validators) {
  const checks: Validator[] = [];
  if (required) checks.push(v.required(source));
  if (maxLength !== undefined) checks.push(v.maxLength(source, maxLength));
  if (pattern) checks.push(v.pattern(source, pattern));
  if (schema) checks.push(v.schema(source, schema));
  if (email) checks.push(v.email());
  return checks.length > 0 ? checks : undefined;
}
