import { useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import {
  Form,
  HttpError,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { newIdempotencyKey } from '@claims/ui-kit/sending';
import type { CaseResource, ConsoleDataProvider } from '../providers/data-provider';
import { successMessageArgs, successMessageKey } from './action-messages';
import { cleanPayload } from './payload';

const EMPTY_RECORD = {};

export interface ActionSubmission {
  action: string;
  payload: Record<string, unknown>;
}

/** An action's texts where the case's state words it otherwise (see the reimbursement's legal-actions). */
export interface ActionWording {
  label: string;
  confirm: string;
  success: string;
}

export interface ActionDialogProps {
  resource: CaseResource;
  record: RaRecord;
  /** The action the button stands for; `toSubmission` may pick another (the analysis form's outcomes). */
  action: string;
  onClose: () => void;
  /** Inputs of the payload; none for a plain confirmation. */
  children?: ReactNode;
  defaultValues?: Record<string, unknown>;
  toSubmission?: (values: Record<string, unknown>) => ActionSubmission;
  /** Form errors for a submission ({} when valid), checked before anything is sent. */
  validate?: (submission: ActionSubmission, locale: string) => Record<string, string>;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The catalogue keys of its title, text and toast, when not `console.actions.<action>.*`. */
  wording?: ActionWording;
  /**
   * A question for a valid submission that is likely a slip (a payment below the agreed value):
   * the first Confirmar shows it, the next one sends. Undefined when there is nothing to ask.
   */
  caution?: (submission: ActionSubmission, locale: string) => string | undefined;
}

/**
 * The confirmation of one case command: what it does, its payload's inputs, then the command
 * (a Workflow Update through the api) and a localized toast. One Idempotency-Key per opening,
 * so a double click or a retry after a network error acts once.
 */
export function ActionDialog({
  resource,
  record,
  action,
  onClose,
  children,
  defaultValues,
  toSubmission = (values) => ({ action, payload: cleanPayload(values) }),
  validate,
  maxWidth = 'sm',
  wording,
  caution,
}: ActionDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  // One key per dialog opening: a retried click of the same confirmation acts once.
  const idempotencyKey = useMemo(newIdempotencyKey, []);
  const [busy, setBusy] = useState(false);
  // The caution last shown: confirming again with the same question standing sends.
  const [asked, setAsked] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    const submission = toSubmission(values);
    const errors = validate?.(submission, locale) ?? {};
    if (Object.keys(errors).length > 0) {
      // An error of the payload as a whole has no input to sit under.
      if (errors['']) notify(errors[''], { type: 'error' });
      return errors;
    }
    const question = caution?.(submission, locale);
    if (question && question !== asked) {
      setAsked(question);
      return undefined;
    }
    setBusy(true);
    try {
      const { data } = await dataProvider.caseAction(
        resource,
        record.id,
        submission.action,
        submission.payload,
        idempotencyKey,
      );
      notify(wording ? wording.success : successMessageKey(submission.action, data), {
        type: 'success',
        messageArgs: successMessageArgs(data, locale),
      });
      refresh();
      onClose();
      return undefined;
    } catch (err) {
      notify(err instanceof Error ? err.message : 'errors.generic', { type: 'error' });
      const fields =
        err instanceof HttpError ? (err.body as { errors?: Record<string, string> })?.errors : {};
      return fields && Object.keys(fields).length > 0 ? fields : undefined;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={`${action}-title`}
    >
      {/* Its own empty record: inside a Show, a Form would otherwise start from the case's fields. */}
      <Form record={EMPTY_RECORD} onSubmit={submit} defaultValues={defaultValues} noValidate>
        <DialogTitle id={`${action}-title`}>
          {translate(wording?.label ?? `console.actions.${action}.label`)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: children ? 2 : 0 }}>
            {translate(wording?.confirm ?? `console.actions.${action}.confirm`)}
          </DialogContentText>
          {children ? <Stack>{children}</Stack> : null}
          {caution && asked ? (
            <StandingCaution asked={asked} question={(values) => caution(toSubmission(values), locale)} />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('common.confirm')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/**
 * The question asked, while it still stands for what the form holds: once the amount is changed
 * it no longer applies, and the next Confirmar weighs the new one.
 */
function StandingCaution({
  asked,
  question,
}: {
  asked: string;
  question: (values: Record<string, unknown>) => string | undefined;
}) {
  const values = useWatch() as Record<string, unknown>;
  if (question(values) !== asked) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {asked}
    </Alert>
  );
}
