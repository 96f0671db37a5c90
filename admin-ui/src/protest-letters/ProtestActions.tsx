import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { protest, validateNotPastAtOffice } from '@claims/domain';
import { ActionDialog } from '../cases/ActionDialog';
import { ActionsLoading } from '../cases/ActionsLoading';
import { ActionsToolbar } from '../cases/ActionsToolbar';
import { PayloadInput } from '../cases/PayloadInput';
import { cleanPayload, validatePayload } from '../cases/payload';
import { CONFIRM_OTHER_SHIPMENT, OtherShipmentWarning } from './OtherShipmentWarning';
import type { ProtestLetterDetail } from './types';

function inputsFor(
  action: protest.ProtestPersonAction,
  record: ProtestLetterDetail,
  translate: TranslateFunction,
): ReactNode {
  const files = (record.files ?? []).map((f) => ({ id: f.id, name: f.name }));
  switch (action) {
    case 'requestInspection':
      return (
        <>
          <PayloadInput name="date" required field={{ kind: 'date', future: true }} />
          <PayloadInput name="hour" required field={{ kind: 'time', office: record.office }} />
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
          <PayloadInput name="hour" required field={{ kind: 'time', office: record.office }} />
        </>
      );
    case 'cancelInspection':
      return <PayloadInput name="reason" field={{ kind: 'multiline' }} />;
    case 'concludeAnalysis':
      return <PayloadInput name="analysisStatement" required field={{ kind: 'multiline' }} />;
    case 'linkReimbursement':
      // The client's requests still being worked (a closed one the api refuses), each with what
      // tells it apart from the others: its BL/CT-e and vessel.
      return (
        <>
          <PayloadInput
            name="reimbursementRequestId"
            required
            field={{
              kind: 'reference',
              reference: 'reimbursements',
              filter: { clientId: record.clientId, analysisStatus: protest.LINKABLE_REQUEST_STATUSES },
              sort: { field: 'createdAt', order: 'DESC' },
              optionText: (r) =>
                translate('console.protestLetters.requestChoice', {
                  reference: String(r.reference ?? ''),
                  blOrCte: typeof r.blOrCte === 'string' ? r.blOrCte : '—',
                  vessel: typeof r.vesselName === 'string' ? r.vesselName : '—',
                }),
            }}
          />
          <OtherShipmentWarning letter={record} />
        </>
      );
    default:
      return null;
  }
}

/**
 * The inspection's date and hour as the customer asked for them: where scheduling starts, unless
 * they have passed at the letter's office (a day gone leaves both blank, an hour gone the hour).
 */
function scheduleDefaults(record: ProtestLetterDetail, now = new Date()) {
  const date = record.inspection?.date ?? undefined;
  const hour = record.inspection?.hour ?? undefined;
  const checked = date ? validateNotPastAtOffice(date, hour, record.office, now) : undefined;
  const pastDay = checked?.ok === false && checked.error === 'validation.date.past';
  return {
    date: pastDay ? undefined : date,
    hour: checked?.ok === false ? undefined : hour,
    inspectorId: record.inspection?.inspectorId ?? undefined,
  };
}

/**
 * An action's payload as the api checks it: for an inspection, by the rules of the letter's office
 * at this moment (a day or hour already past there is named before anything is sent).
 */
const payloadSchema = (action: protest.ProtestPersonAction, record: ProtestLetterDetail) =>
  action === 'requestInspection' || action === 'scheduleInspection'
    ? protest.protestActionInputSchema(action, record.office, new Date())
    : protest.protestActionPayloads[action];

/** The payload of the form, without the yes to another shipment, which is the screen's alone. */
function toSubmission(action: string) {
  return (values: Record<string, unknown>) => {
    const payload = cleanPayload(values);
    delete payload[CONFIRM_OTHER_SHIPMENT];
    return { action, payload };
  };
}

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
          toSubmission={toSubmission(open)}
          validate={({ action, payload }, locale) =>
            validatePayload(payloadSchema(action as protest.ProtestPersonAction, record), payload, locale)
          }
        >
          {inputsFor(open, record, translate)}
        </ActionDialog>
      ) : null}
    </>
  );
}
