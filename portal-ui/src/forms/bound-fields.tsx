import type { ComponentType } from 'react';
import { useController } from 'react-hook-form';
import { DateInput } from './dates/DateInput';
import { TimeInput } from './dates/TimeInput';
import { SelectInput, TextInput, type Option } from './inputs';
import { MoneyInput, WeightInput } from './number-inputs';
import { SearchSelect } from './SearchSelect';

interface Binding {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error?: string;
}

/**
 * The value, change, leave and error of the field `name` of the react-hook-form around (its
 * FormProvider). The error is the one its resolver (the domain's schema) or the api's 422 gave.
 */
export function useBinding(name: string): Binding {
  const { field, fieldState } = useController({ name });
  return {
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/** One of the portal's inputs as a field of the form around it: `name` replaces value, change and error. */
function bound<P extends { value: string; onChange(value: string): void }>(Input: ComponentType<P>) {
  function BoundInput({ name, ...props }: Omit<P, keyof Binding> & { name: string }) {
    const binding = useBinding(name);
    return <Input {...(props as unknown as P)} {...binding} />;
  }
  BoundInput.displayName = `Bound${Input.displayName ?? Input.name}`;
  return BoundInput;
}

export const TextField = bound(TextInput);
export const SelectField = bound(SelectInput);
export const SearchSelectField = bound(SearchSelect<Option>);
export const DateField = bound(DateInput);
export const TimeField = bound(TimeInput);
export const WeightField = bound(WeightInput);
export const MoneyField = bound(MoneyInput);
