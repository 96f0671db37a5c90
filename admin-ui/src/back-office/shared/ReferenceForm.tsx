import type { ReactNode } from 'react';
import {
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Alert } from '@mui/material';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/** The API refuses unknown fields (PUT is strict) while react-admin sends whole records. */
export const only =
  (fields: readonly string[]) =>
  (record: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, emptyToNull(record[f])]));

// A cleared text input arrives as '' (or null); the API's optional fields take null.
const emptyToNull = (v: unknown) => (v === '' ? null : v);
const same = (record: Record<string, unknown>) => record;
// Inputs span the form; a form as wide as the screen makes short values hard to read.
const FORM_WIDTH = { maxWidth: 720 };

/** A saved record's toast: a fixed text, or one that reads what was saved and what was sent. */
export type SuccessMessage =
  | string
  | ((
      saved: Record<string, unknown>,
      sent: Record<string, unknown>,
    ) => {
      key: string;
      params?: Record<string, string>;
    });

function useSaved(message: SuccessMessage) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (saved: Record<string, unknown>, variables: { data?: Record<string, unknown> }) => {
    const { key, params } =
      typeof message === 'string' ? { key: message } : message(saved, variables.data ?? {});
    notify(key, { type: 'success', messageArgs: params });
    redirect('list', resource);
  };
}

interface CreateProps {
  fields: readonly string[];
  /** A sentence above the inputs: what saving will do beyond storing the record. */
  note?: string;
  /** A last change before sending, after the fields are picked. */
  shape?: (record: Record<string, unknown>) => Record<string, unknown>;
  successMessage: string;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}

export function ReferenceCreate({
  fields,
  note,
  shape = same,
  successMessage,
  defaultValues,
  children,
}: CreateProps) {
  const onSuccess = useSaved(successMessage);
  const translate = useTranslate();
  return (
    <Create
      transform={(r: Record<string, unknown>) => shape(only(fields)(r))}
      mutationOptions={{ onSuccess }}
    >
      <SimpleForm defaultValues={defaultValues} sx={FORM_WIDTH}>
        {note && <Alert severity="info">{translate(note)}</Alert>}
        {children}
      </SimpleForm>
    </Create>
  );
}

interface EditProps {
  fields: readonly string[];
  shape?: (record: Record<string, unknown>) => Record<string, unknown>;
  nameOf: (record: Record<string, unknown>) => string;
  successMessage?: SuccessMessage;
  children: ReactNode;
}

export function ReferenceEdit({
  fields,
  shape = same,
  nameOf,
  successMessage = 'success.dataSaved',
  children,
}: EditProps) {
  const onSuccess = useSaved(successMessage);
  return (
    <Edit
      transform={(r: Record<string, unknown>) => shape(only(fields)(r))}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
    >
      <SimpleForm
        sx={FORM_WIDTH}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <ConfirmDeleteButton nameOf={nameOf} />
          </Toolbar>
        }
      >
        {children}
      </SimpleForm>
    </Edit>
  );
}
