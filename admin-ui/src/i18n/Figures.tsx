import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useFormat } from './format';

/**
 * Money, weights, dates and references read as one word: a narrow column must never split
 * "US$ 1.250,50" into "US$ 1 .250,5 0" nor "12.500,5 kg" into "12.500, / 5" (issue 16), even at
 * the space between a figure and its currency or unit. A nowrap span keeps its width.
 */
export function Unbroken({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

export function Money({
  amount,
  currency,
}: {
  amount: string | number | null | undefined;
  currency: string | null | undefined;
}) {
  return <Unbroken>{useFormat().money(amount, currency)}</Unbroken>;
}

/** A plain number (a quantity, a quotation) in the reader's locale. */
export function Quantity({ value }: { value: string | number | null | undefined }) {
  return <Unbroken>{useFormat().number(value)}</Unbroken>;
}

/** A weight in kilograms as 12.500,5 kg, in the reader's locale. */
export function Weight({ kg }: { kg: string | number | null | undefined }) {
  const text = useFormat().number(kg);
  return <Unbroken>{text ? `${text}\u00a0kg` : text}</Unbroken>;
}

/** An instant as 23/11/2026, 14:30. */
export function DateTime({ at }: { at: string | null | undefined }) {
  return <Unbroken>{useFormat().dateTime(at)}</Unbroken>;
}

/** A calendar day as 23/11/2026. */
export function Day({ day }: { day: string | null | undefined }) {
  return <Unbroken>{useFormat().day(day)}</Unbroken>;
}

/** A case's deadline as the day it is at the case's office. */
export function OfficeDay({
  at,
  office,
}: {
  at: string | null | undefined;
  office: string | null | undefined;
}) {
  return <Unbroken>{useFormat().officeDay(at, office)}</Unbroken>;
}
