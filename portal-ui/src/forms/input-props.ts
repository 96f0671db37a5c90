/** What a form hands each input that shows its value as people write it (a decimal, a day, a time). */
export interface TypedInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  hint?: string;
  required?: boolean;
}

/** What a form hands a choice among options (a select, a searchable select), beside the options. */
export interface ChoiceProps {
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  onBlur?(): void;
}
