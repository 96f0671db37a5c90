import { useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PayloadInput } from '../../cases/PayloadInput';
import type { ReimbursementDetail } from '../types';
import { AboveClaimedWarning } from './AboveClaimedWarning';
import { analysisInputs } from './analysis-inputs';
import { proposalFields, requiredProposalFields, typedProposal } from './agreement-proposal';

/**
 * An agreement proposal (SPEC §3): value, currency, message and attachment, nothing of the
 * analysis. Lives inside an ActionDialog, whose submission is `proposalSubmission`.
 */
export function ProposalForm({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [value, currency, quotation] = useWatch({ name: ['value', 'currency', 'quotation'] });
  const required = new Set(requiredProposalFields({ currency }));
  const inputs = analysisInputs(record, translate, locale);
  const proposal = typedProposal({ value, currency, quotation });

  return (
    <>
      {proposalFields({ currency }).map((name) => (
        <PayloadInput key={name} name={name} field={inputs[name]!} required={required.has(name)} />
      ))}
      {/* The analyst is warned as the master will be; proposing above the claim stays possible. */}
      {proposal ? <AboveClaimedWarning record={record} agreement={proposal} /> : null}
    </>
  );
}
