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
