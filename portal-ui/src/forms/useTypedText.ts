import { useEffect, useRef, useState, type ChangeEvent } from 'react';

/**
 * The text of an input that shows its value as people write it (a decimal, a day, a time): the
 * wiring LocaleNumberInput, DateInput and TimeInput share. While the input has the focus the text
 * is left as typed, so a caret never jumps over a separator; each keystroke hands the form what
 * `read` makes of it, or the text itself when it reads as nothing, so the field's schema refuses
 * it with its message. A value set from outside (a resumed draft, a language switch) is shown as
 * `shown`, and so is the input once left, unless `leftAs` says otherwise.
 */
export function useTypedText({
  shown,
  read,
  onChange,
  onBlur,
  leftAs = () => shown,
}: {
  /** The value as the input shows it when nobody is typing in it. */
  shown: string;
  read(typed: string): string | null;
  onChange(value: string): void;
  onBlur?(): void;
  leftAs?(typed: string): string;
}) {
  const [text, setText] = useState(shown);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);

  const inputProps = {
    type: 'text',
    autoComplete: 'off',
    value: text,
    onFocus: () => {
      focused.current = true;
    },
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const typed = e.target.value;
      setText(typed);
      onChange(typed.trim() === '' ? '' : (read(typed) ?? typed.trim()));
    },
    onBlur: () => {
      focused.current = false;
      setText(leftAs(text));
      onBlur?.();
    },
  };
  return { text, setText, focused, inputProps };
}
