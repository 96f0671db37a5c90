import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { reimbursement } from '@claims/domain';
import { ActionDialog } from '../../cases/ActionDialog';
import { validatePayload } from '../../cases/payload';
import type { ConsolePermissions } from '../../providers/auth-provider';
import type { ReimbursementDetail } from '../types';
import { actionInputs } from './action-inputs';
import { AnalysisForm } from './AnalysisForm';
import { analysisSubmission, validateAnalysis, type AnalysisOutcome } from './analysis-outcomes';
import { isSideAction, staffReimbursementActions } from './legal-actions';

const RECORDED_OUTCOMES: AnalysisOutcome[] = ['FULLY_PROCEDENT', 'PARTIALLY_PROCEDENT', 'IMPROCEDENT'];

/** One button per command legal now for this user; each opens its confirmation. */
export function ReimbursementActions({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<ConsolePermissions>();
  const [open, setOpen] = useState<reimbursement.PersonAction | null>(null);
  const actions = staffReimbursementActions(record, permissions?.role);
  if (actions.length === 0) return null;

  const outcomes: AnalysisOutcome[] = [
    ...(actions.includes('recordAnalysis') ? RECORDED_OUTCOMES : []),
    ...(actions.includes('proposeAgreement') ? (['AGREEMENT_PROPOSAL'] as const) : []),
  ];
  const analysis = open === 'recordAnalysis' || open === 'proposeAgreement';

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label={translate('console.actions.title')}
        role="toolbar"
      >
        {actions.map((action) => (
          <Button
            key={action}
            size="small"
            variant={isSideAction(action) ? 'outlined' : 'contained'}
            onClick={() => setOpen(action)}
            data-action={action}
          >
            {translate(`console.actions.${action}.label`)}
          </Button>
        ))}
      </Stack>
      {open && analysis ? (
        <ActionDialog
          resource="reimbursements"
          record={record}
          action={open}
          onClose={() => setOpen(null)}
          defaultValues={{
            outcome: open === 'proposeAgreement' ? 'AGREEMENT_PROPOSAL' : undefined,
            currency: 'BRL',
            insuranceCovered: false,
          }}
          toSubmission={analysisSubmission}
          validate={validateAnalysis}
          maxWidth="md"
        >
          <AnalysisForm record={record} outcomes={outcomes} />
        </ActionDialog>
      ) : open ? (
        <ActionDialog
          resource="reimbursements"
          record={record}
          action={open}
          onClose={() => setOpen(null)}
          validate={({ action, payload }, locale) =>
            validatePayload(
              reimbursement.actionPayloads[action as reimbursement.PersonAction],
              payload,
              locale,
            )
          }
        >
          {actionInputs(open, record, translate)}
        </ActionDialog>
      ) : null}
    </>
  );
}
