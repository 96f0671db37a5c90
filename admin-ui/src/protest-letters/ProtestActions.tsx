import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { protest } from '@claims/domain';
import { ActionDialog } from '../cases/ActionDialog';
import { ActionsLoading } from '../cases/ActionsLoading';
import { ActionsToolbar } from '../cases/ActionsToolbar';
import { PayloadInput } from '../cases/PayloadInput';
import { validatePayload } from '../cases/payload';
import type { ProtestLetterDetail } from './types';

function inputsFor(action: protest.ProtestPersonAction, record: ProtestLetterDetail): ReactNode {
  const files = (record.files ?? []).map((f) => ({ id: f.id, name: f.name }));
  switch (action) {
    case 'requestInspection':
      return (
        <>
          <PayloadInput name="date" required field={{ kind: 'date', future: true }} />
          <PayloadInput name="hour" required field={{ kind: 'time' }} />
          <PayloadInput name="name" required field={{ kind: 'text' }} />
          <PayloadInput name="contact" required field={{ kind: 'text' }} />
          <PayloadInput name="telephone" required field={{ kind: 'text' }} />
          <PayloadInput name="address" required field={{ kind: 'text' }} />
          <PayloadInput name="email" required field={{ kind: 'email' }} />
          <PayloadInput name="fileIds" field={{ kind: 'multiselect', choices: files }} />
        </>
      );
    case 'scheduleInspection':
      return (
        <>
          <PayloadInput
            name="inspectorId"
            required
            field={{
              kind: 'reference',
              reference: 'users',
              filter: { role: 'INSPECTOR', active: true },
              sort: { field: 'name', order: 'ASC' },
              optionText: (u) => `${String(u.name ?? '')} ${String(u.lastName ?? '')}`.trim(),
            }}
          />
          <PayloadInput name="date" required field={{ kind: 'date', future: true }} />
          <PayloadInput name="hour" required field={{ kind: 'time' }} />
        </>
      );
    case 'cancelInspection':
      return <PayloadInput name="reason" field={{ kind: 'multiline' }} />;
    case 'concludeAnalysis':
      return <PayloadInput name="analysisStatement" required field={{ kind: 'multiline' }} />;
    case 'linkReimbursement':
      return (
        <PayloadInput
          name="reimbursementRequestId"
          required
          field={{
            kind: 'reference',
            reference: 'reimbursements',
            filter: { clientId: record.clientId },
            sort: { field: 'createdAt', order: 'DESC' },
            optionText: (r) => String(r.reference ?? ''),
          }}
        />
      );
    default:
      return null;
  }
}

/** The inspection's date and hour as the customer asked for them: where scheduling starts. */
const scheduleDefaults = (record: ProtestLetterDetail) => ({
  date: record.inspection?.date ?? undefined,
  hour: record.inspection?.hour ?? undefined,
  inspectorId: record.inspection?.inspectorId ?? undefined,
});

/** One button per command the api allows this user on the letter now (`allowedActions`); each opens its confirmation. */
export function ProtestActions({ record }: { record: ProtestLetterDetail }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<protest.ProtestPersonAction | null>(null);
  if (!record.allowedActions) return <ActionsLoading />;
  const actions = record.allowedActions;
  const linked = record.reimbursementRequestId;
  if (actions.length === 0 && !linked) return null;
  return (
    <>
      <ActionsToolbar
        actions={actions}
        labelKey={(action) => `console.actions.${action}.label`}
        isSide={(action) => action === 'linkReimbursement' || action === 'cancelInspection'}
        onOpen={setOpen}
      >
        {/* A letter backs one request: where "Vincular" was, the link it already has. */}
        {linked ? (
          <Button size="small" variant="text" component={Link} to={`/reimbursements/${linked}/show`}>
            {translate('console.protestLetters.linkedRequest', {
              reference: record.reimbursementRequestReference ?? '',
            })}
          </Button>
        ) : null}
      </ActionsToolbar>
      {open ? (
        <ActionDialog
          resource="protest-letters"
          record={record}
          action={open}
          onClose={() => setOpen(null)}
          defaultValues={open === 'scheduleInspection' ? scheduleDefaults(record) : undefined}
          validate={({ action, payload }, locale) =>
            validatePayload(
              protest.protestActionPayloads[action as protest.ProtestPersonAction],
              payload,
              locale,
            )
          }
        >
          {inputsFor(open, record)}
        </ActionDialog>
      ) : null}
    </>
  );
}
