import { RadioButtonGroupInput, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PayloadInput } from '../../cases/PayloadInput';
import type { ReimbursementDetail } from '../types';
import { analysisInputs } from './analysis-inputs';
import {
  ANALYSIS_OUTCOMES,
  analysisFields,
  requiredAnalysisFields,
  type AnalysisOutcome,
} from './analysis-outcomes';

/**
 * The claims analysis (SPEC §4): choose an outcome, and the form unlocks that outcome's fields.
 * Lives inside an ActionDialog, whose submission is `analysisSubmission`.
 */
export function AnalysisForm({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const outcome = useWatch({ name: 'outcome' }) as AnalysisOutcome | undefined;
  const currency = useWatch({ name: 'currency' });
  const insuranceCovered = useWatch({ name: 'insuranceCovered' });
  const values = { currency, insuranceCovered };
  const required = new Set(requiredAnalysisFields(outcome, values));
  const inputs = analysisInputs(record, translate, locale);

  return (
    <>
      <RadioButtonGroupInput
        source="outcome"
        label={translate('console.analysis.outcome')}
        choices={ANALYSIS_OUTCOMES.map((o) => ({ id: o, name: translate(`console.analysis.outcomes.${o}`) }))}
        helperText={false}
      />
      {analysisFields(outcome, values).map((name) => (
        <PayloadInput key={name} name={name} field={inputs[name]!} required={required.has(name)} />
      ))}
    </>
  );
}
