import type { UploadedFile } from '../../api/upload';
import { useI18n } from '../../i18n/I18nContext';
import type { RequestForm } from './request-form';
import { SalvageDetails } from '../SalvageDetails';
import { TotalsPanel } from './TotalsPanel';

/** Step 7: what will be filed, and anything still wrong, before "Confirmar". */
export function SubmitStep({
  form,
  attachments,
  problems,
  company,
}: {
  form: RequestForm;
  attachments: UploadedFile[];
  /** What still blocks filing, each naming its step, in the user's language. */
  problems: string[];
  company: string;
}) {
  const { t, label } = useI18n();
  const row = (label: string, value: string) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
  return (
    <div>
      <dl className="summary">
        {row(t('portal.wizard.client'), company)}
        {row(label('fields.companyName'), form.clientData.companyName)}
        {row(label('fields.blOrCte'), form.shipping.blOrCte)}
        {row(label('fields.containers'), form.shipping.containers)}
        {row(t('portal.wizard.steps.faults'), String(form.faults.length))}
        {row(t('portal.wizard.steps.damages'), String(form.damages.length))}
        {row(t('portal.wizard.steps.extraCosts'), String(form.extraCosts.length))}
        {row(t('portal.wizard.steps.documents'), String(attachments.length))}
        {row(
          label('fields.bank'),
          `${form.bankData.bank} / ${form.bankData.agency} / ${form.bankData.checkingAccount}`,
        )}
      </dl>
      {form.damages.map((damage, i) => (
        <section
          key={i}
          className="review-line"
          aria-label={`${t('portal.wizard.steps.damages')}: ${damage.productDescription}`}
        >
          <h3>
            {t('portal.wizard.line', { n: i + 1 })} · {damage.productDescription || '—'}
          </h3>
          <SalvageDetails line={damage} />
        </section>
      ))}
      <TotalsPanel form={form} />
      {problems.length > 0 && (
        <div className="form-error" role="alert">
          <p>{t('errors.validation')}</p>
          <ul>
            {problems.slice(0, 10).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
