import { lazy, Suspense, type ComponentProps } from 'react';
import { TextField } from '@mui/material';

/*
 * The MUI X pickers and date-fns' locales weigh more than the rest of a dialog: they load with
 * the first dialog or page that asks for a date, not with the console's first screen.
 */
const DateInputChunk = lazy(() => import('./DateInputs').then((m) => ({ default: m.DateInput })));
const TimeInputChunk = lazy(() => import('./DateInputs').then((m) => ({ default: m.TimeInput })));
const MonthFieldChunk = lazy(() => import('./MonthField').then((m) => ({ default: m.MonthField })));

type DateInputProps = ComponentProps<typeof DateInputChunk>;
type MonthFieldProps = ComponentProps<typeof MonthFieldChunk>;

/** Holds the input's place (same size, same label) while its chunk loads. */
const Placeholder = ({ label }: { label?: unknown }) => (
  <TextField
    disabled
    size="small"
    margin="dense"
    label={typeof label === 'string' ? label : undefined}
    slotProps={{ inputLabel: { shrink: true } }}
  />
);

export const DateInput = (props: DateInputProps) => (
  <Suspense fallback={<Placeholder label={props.label} />}>
    <DateInputChunk {...props} />
  </Suspense>
);

export const TimeInput = (props: DateInputProps) => (
  <Suspense fallback={<Placeholder label={props.label} />}>
    <TimeInputChunk {...props} />
  </Suspense>
);

export const MonthField = (props: MonthFieldProps) => (
  <Suspense fallback={<Placeholder label={props.label} />}>
    <MonthFieldChunk {...props} />
  </Suspense>
);
