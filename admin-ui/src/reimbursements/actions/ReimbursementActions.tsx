import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { readLocaleDecimal, reimbursement, type Locale } from '@claims/domain';
import { ActionDialog } from '../../cases/ActionDialog';
import { ActionsLoading } from '../../cases/ActionsLoading';
import { ActionsToolbar } from '../../cases/ActionsToolbar';
import { cleanPayload, validatePayload } from '../../cases/payload';
import type { ReimbursementDetail } from '../types';
import { actionInputs } from './action-inputs';
import { AnalysisForm } from './AnalysisForm';
import { analysisSubmission, validateAnalysis } from './analysis-outcomes';
import { proposalSubmission, validateProposal } from './agreement-proposal';
import { actionLabel, isSideAction, specialWording } from './legal-actions';
import { paidDefaults, paymentCaution, validatePayment } from './payment-made';
import { ProposalForm } from './ProposalForm';

/** One button per command the api allows this user now (`allowedActions`); each opens its confirmation. */
export function ReimbursementActions({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState<reimbursement.PersonAction | null>(null);
  if (!record.allowedActions) return <ActionsLoading />;
  const actions = record.allowedActions;
  if (actions.length === 0) return null;

  return (
    <>
      <ActionsToolbar
        actions={actions}
        labelKey={(action) => actionLabel(action, record)}
        isSide={isSideAction}
        onOpen={setOpen}
      />
      {open === 'recordAnalysis' ? (
        <ActionDialog
          resource="reimbursements"
          record={record}
          action={open}
          onClose={() => setOpen(null)}
          defaultValues={{ currency: 'BRL', insuranceCovered: false }}
          toSubmission={analysisSubmission}
          validate={validateAnalysis}
          maxWidth="md"
        >
          <AnalysisForm record={record} />
        </ActionDialog>
      ) : open === 'proposeAgreement' ? (
        <ActionDialog
          resource="reimbursements"
          record={record}
          action={open}
          onClose={() => setOpen(null)}
          defaultValues={proposalDefaults(record)}
          toSubmission={proposalSubmission}
          validate={validateProposal}
        >
          <ProposalForm record={record} />
        </ActionDialog>
      ) : open ? (
        <ActionDialog
          resource="reimbursements"
          record={record}
          action={open}
          wording={specialWording(open, record)}
          onClose={() => setOpen(null)}
          defaultValues={open === 'markPaid' ? paidDefaults(record) : undefined}
          toSubmission={(values) => ({ action: open, payload: decimalValue(cleanPayload(values), locale) })}
          validate={(submission, locale) =>
            open === 'markPaid'
              ? validatePayment(submission, locale, record)
              : validatePayload(
                  reimbursement.actionPayloads[submission.action as reimbursement.PersonAction],
                  submission.payload,
                  locale,
                )
          }
          caution={
            open === 'markPaid'
              ? (submission, locale) => paymentCaution(submission, locale, record)
              : undefined
          }
        >
          {actionInputs(open, record, translate)}
        </ActionDialog>
      ) : null}
    </>
  );
}

/**
 * A new proposal goes on in the currency the negotiation is in: after US$ 3.800 and a counteroffer,
 * a tester's analyst found the dialog in reais, one slip from proposing R$ instead of US$.
 */
function proposalDefaults(record: ReimbursementDetail) {
  const last = [...(record.proposals ?? [])].reverse().find((p) => p.kind === 'PROPOSAL' && p.currency);
  return { currency: last?.currency ?? 'BRL' };
}

/** A value typed as people write it in the console's language (1.250,50) becomes the api's decimal. */
function decimalValue(payload: Record<string, unknown>, locale: string) {
  if (typeof payload.value !== 'string') return payload;
  return { ...payload, value: readLocaleDecimal(payload.value, locale as Locale) ?? payload.value };
}
