import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useLocaleState,
  type InputProps,
  type Validator,
} from 'react-admin';
import { isCurrencyKey, type CurrencyKey, type Locale } from '@claims/domain';
import { LocaleNumberField } from './LocaleNumberField';
import { numberKindRules, type NumberKind } from './number-kinds';

interface NumberInputProps {
  source: string;
  label?: ReactNode;
  helperText?: ReactNode | false;
  fullWidth?: boolean;
  validate?: Validator | Validator[];
  /** Form value → canonical decimal string (settings keep days as milliseconds). */
  format?: InputProps['format'];
  parse?: InputProps['parse'];
}

/**
 * A react-admin input for one kind of number: the form holds the canonical decimal string the
 * api takes ("1250.50"), the person types and reads it in the interface language.
 */
function LocaleNumberInput({
  kind,
  currency,
  source,
  label,
  helperText = false,
  fullWidth,
  validate,
  format,
  parse,
}: NumberInputProps & { kind: NumberKind; currency?: CurrencyKey }) {
  const [locale] = useLocaleState();
  const { field, fieldState, id, isRequired } = useInput({ source, validate, format, parse });
  const rules = numberKindRules(kind, currency);
  const error = fieldState.error?.message;
  return (
    <LocaleNumberField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={field.value as string | null | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      locale={locale as Locale}
      minDecimals={rules.minDecimals}
      unit={rules.unit}
      label={
        label === false ? undefined : (
          <FieldTitle label={label as string} source={source} isRequired={isRequired} />
        )
      }
      error={fieldState.invalid}
      helperText={
        helperText !== false || fieldState.invalid ? (
          <InputHelperText error={error} helperText={helperText} />
        ) : null
      }
      fullWidth={fullWidth}
    />
  );
}

/**
 * An amount in a currency: its decimals and code follow `currency`, or the form's field named
 * `currencySource` (the analysis's currency select), BRL until one is chosen.
 */
export function MoneyInput({
  currency,
  currencySource,
  ...props
}: NumberInputProps & { currency?: CurrencyKey; currencySource?: string }) {
  const watched = useWatch({ name: currencySource ?? '', disabled: !currencySource }) as unknown;
  const chosen = currency ?? (isCurrencyKey(watched) ? watched : 'BRL');
  return <LocaleNumberInput kind="money" currency={chosen} {...props} />;
}

/** An exchange rate: reais per unit of the foreign currency ("5,42"). */
export const QuotationInput = (props: NumberInputProps) => <LocaleNumberInput kind="quotation" {...props} />;

/** A count or a duration in days, possibly fractional ("1,5"). */
export const QuantityInput = (props: NumberInputProps) => <LocaleNumberInput kind="quantity" {...props} />;

/** A weight in kilograms ("18.650 kg"). */
export const WeightInput = (props: NumberInputProps) => <LocaleNumberInput kind="weight" {...props} />;
