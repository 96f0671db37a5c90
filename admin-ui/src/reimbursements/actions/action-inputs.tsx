import type { ReactNode } from 'react';
import { DEBT_NOTE_SUB_STATUS_KEYS, TEAM_KEYS, reimbursement } from '@claims/domain';
import { alphabetical, codeChoices } from '../../cases/code-choices';
import { PayloadInput } from '../../cases/PayloadInput';
import type { ReimbursementDetail } from '../types';
import { AgreementFigures, agreementWeighed } from './AgreementFigures';
import { ReceiptInput } from './ReceiptInput';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The inputs of each command's payload (domain/src/reimbursement/payloads.ts). Commands without
 * a payload are a plain confirmation; the analysis and the proposal have their own form.
 */
export function actionInputs(
  action: reimbursement.PersonAction,
  record: ReimbursementDetail,
  translate: Translate,
): ReactNode {
  const attachments = (record.attachments ?? []).map((f) => ({ id: f.id, name: f.name }));
  switch (action) {
    case 'transferResponsibility':
      return (
        <PayloadInput
          name="team"
          required
          field={{
            kind: 'select',
            choices: codeChoices(
              'teams',
              translate,
              TEAM_KEYS.filter((t) => t !== record.team),
            ),
          }}
        />
      );
    case 'requestDocuments':
      return (
        <>
          <PayloadInput
            name="party"
            required
            field={{ kind: 'select', choices: codeChoices('documentRequestParties', translate) }}
          />
          <PayloadInput
            name="documentTypes"
            field={{ kind: 'multiselect', choices: alphabetical(codeChoices('documentTypes', translate)) }}
          />
          <PayloadInput name="message" field={{ kind: 'multiline' }} />
        </>
      );
    case 'documentsProvided':
      return <PayloadInput name="note" field={{ kind: 'multiline' }} />;
    case 'settlementDocumentsProvided':
      return <PayloadInput name="settledByNetting" field={{ kind: 'boolean' }} />;
    case 'schedulePayment':
      return <PayloadInput name="expectedDate" required field={{ kind: 'date', future: true }} />;
    case 'acceptCounteroffer':
      return (
        <>
          <AgreementFigures record={record} agreement={agreementWeighed(action, record)} />
          <PayloadInput name="message" field={{ kind: 'multiline' }} />
        </>
      );
    case 'declineCounteroffer':
      return <PayloadInput name="message" required field={{ kind: 'multiline' }} />;
    case 'markPaid':
      return (
        <>
          <PayloadInput name="paidOn" required field={{ kind: 'date' }} />
          <PayloadInput name="value" required field={{ kind: 'money', currencySource: 'currency' }} />
          <PayloadInput
            name="currency"
            required
            field={{ kind: 'select', choices: codeChoices('currencies', translate) }}
          />
          <ReceiptInput record={record} />
        </>
      );
    case 'approveProposal':
      return <AgreementFigures record={record} agreement={agreementWeighed(action, record)} />;
    case 'rejectProposal':
      return (
        <>
          <AgreementFigures record={record} agreement={agreementWeighed(action, record)} />
          <PayloadInput name="reason" required field={{ kind: 'multiline' }} />
        </>
      );
    case 'blockPayment':
    case 'close':
    case 'reopen':
      return <PayloadInput name="reason" field={{ kind: 'multiline' }} />;
    case 'extendTimeBar':
      return (
        <>
          <PayloadInput name="grantedBy" required field={{ kind: 'text' }} />
          <PayloadInput name="grantedTo" required field={{ kind: 'text' }} />
          <PayloadInput name="until" required field={{ kind: 'date', future: true }} />
          <PayloadInput name="documentFileId" field={{ kind: 'select', choices: attachments }} />
        </>
      );
    case 'startRecovery':
      return <PayloadInput name="thirdParty" field={{ kind: 'text' }} />;
    case 'advanceRecovery':
      return (
        <>
          <PayloadInput
            name="subStatus"
            required
            field={{
              kind: 'select',
              choices: codeChoices(
                'debtNoteSubStatuses',
                translate,
                DEBT_NOTE_SUB_STATUS_KEYS.filter((s) =>
                  reimbursement.canAdvanceDebtNote(record.subStatus, s),
                ),
              ),
            }}
          />
          <PayloadInput name="dueDate" field={{ kind: 'date' }} />
        </>
      );
    default:
      return null;
  }
}
