import { RadioButtonGroupInput, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { codeChoices } from '../../cases/code-choices';
import { PayloadInput, type PayloadField } from '../../cases/PayloadInput';
import type { ReimbursementDetail } from '../types';
import { AboveClaimedWarning } from './AboveClaimedWarning';
import {
  analysisFields,
  requiredAnalysisFields,
  typedProposal,
  type AnalysisOutcome,
} from './analysis-outcomes';

/**
 * The claims analysis (SPEC §4): choose an outcome, and the form unlocks that outcome's fields.
 * Lives inside an ActionDialog, whose submission is `analysisSubmission`.
 */
export function AnalysisForm({
  record,
  outcomes,
}: {
  record: ReimbursementDetail;
  outcomes: readonly AnalysisOutcome[];
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const outcome = useWatch({ name: 'outcome' }) as AnalysisOutcome | undefined;
  const currency = useWatch({ name: 'currency' });
  const insuranceCovered = useWatch({ name: 'insuranceCovered' });
  const [value, quotation] = useWatch({ name: ['value', 'quotation'] });
  const values = { currency, insuranceCovered };
  const required = new Set(requiredAnalysisFields(outcome, values));
  const proposal = typedProposal({ value, currency, quotation });

  const inputs: Record<string, PayloadField> = {
    reimbursementAmount: { kind: 'money', currencySource: 'currency' },
    proposedAmount: { kind: 'money', currencySource: 'currency' },
    partialProposedValue: { kind: 'money', currencySource: 'currency' },
    salvageOrSale: { kind: 'money', currencySource: 'currency' },
    value: { kind: 'money', currencySource: 'currency' },
    quotation: { kind: 'quotation' },
    currency: { kind: 'select', choices: codeChoices('currencies', translate) },
    justification: { kind: 'multiline' },
    comments: { kind: 'multiline' },
    message: { kind: 'multiline' },
    expectedPaymentDate: { kind: 'date', future: true },
    processNumber: { kind: 'text' },
    insuranceCovered: { kind: 'boolean' },
    insuranceCompany: { kind: 'text' },
    sinisterNumber: { kind: 'text' },
    sinisterCauseId: {
      kind: 'reference',
      reference: 'sinister-causes',
      filter: { active: true },
      sort: { field: 'code', order: 'ASC' },
      optionText: (cause) =>
        ((cause.labels as Record<string, string> | undefined)?.[locale] ??
          String(cause.name ?? '')) as string,
    },
    attachmentFileId: {
      kind: 'select',
      choices: (record.attachments ?? []).map((f) => ({ id: f.id, name: f.name })),
    },
  };

  return (
    <>
      <RadioButtonGroupInput
        source="outcome"
        label={translate('console.analysis.outcome')}
        choices={outcomes.map((o) => ({ id: o, name: translate(`console.analysis.outcomes.${o}`) }))}
        helperText={false}
      />
      {analysisFields(outcome, values).map((name) => (
        <PayloadInput key={name} name={name} field={inputs[name]!} required={required.has(name)} />
      ))}
      {/* The analyst is warned as the master will be; proposing above the claim stays possible. */}
      {outcome === 'AGREEMENT_PROPOSAL' && proposal ? (
        <AboveClaimedWarning record={record} agreement={proposal} />
      ) : null}
    </>
  );
}
