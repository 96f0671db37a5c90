import { currencyDecimals, isCurrencyKey } from '@claims/domain/codes/currencies';
import { LocaleNumberInput, type LocaleNumberInputProps } from './LocaleNumberInput';

type KindProps = Omit<LocaleNumberInputProps, 'minDecimals' | 'unit'>;

/** An amount in `currency`, shown with the currency's decimals (two for the real, none for the guaraní). */
export function MoneyInput({ currency, ...props }: KindProps & { currency: string }) {
  const decimals = isCurrencyKey(currency) ? currencyDecimals(currency) : 2;
  return <LocaleNumberInput {...props} minDecimals={decimals} />;
}

/** How many units of a product: whole or fractional (tonnes), shown as typed. */
export function QuantityInput(props: KindProps) {
  return <LocaleNumberInput {...props} />;
}

/** An exchange rate, reais per one unit of the foreign currency ("5,42"). */
export function QuotationInput(props: KindProps) {
  return <LocaleNumberInput {...props} />;
}

/** A weight in kilograms: "18.650" in pt-BR is eighteen tonnes and a half, never 18,65 kg. */
export function WeightInput(props: KindProps) {
  return <LocaleNumberInput {...props} unit="kg" />;
}
