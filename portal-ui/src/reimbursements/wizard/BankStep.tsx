import { TextInput } from '../../forms/inputs';
import { useI18n } from '../../i18n/I18nContext';
import { bind, type StepProps } from './step-props';

/** Step 6: where the reimbursement is paid. */
export function BankStep(props: StepProps) {
  const { t } = useI18n();
  return (
    <div className="form-grid">
      <TextInput {...bind(props, ['bankData', 'bank'], t)} required />
      <TextInput {...bind(props, ['bankData', 'agency'], t)} required />
      <TextInput {...bind(props, ['bankData', 'checkingAccount'], t)} required />
    </div>
  );
}
