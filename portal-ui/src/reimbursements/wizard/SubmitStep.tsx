import type { OfficeCountry } from '@claims/domain/codes/offices';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { requestFieldLabel } from '@claims/domain/reimbursement/field-labels';
import { asksStateAndCityRegistrations } from '@claims/domain/reimbursement/registrations';
import { bankAccountCountry } from '@claims/domain/validators/bank-account';
import { displayTaxId } from '@claims/domain/validators/tax-id';
import type { UploadedFile } from '../../api/upload';
import { useChosenOptions, type ReferenceChoices } from '../../forms/reference-choices';
import { capitalize, useI18n } from '../../i18n/I18nContext';
import { ReviewedFiles, ReviewGroup } from '../../wizard/ReviewGroup';
import { Details, usePortRows } from '../detail/Card';
import type { RequestForm } from './request-form';
import { ReviewItems } from './ReviewItems';
import { TotalsPanel } from './TotalsPanel';

/**
 * The last step: everything that will be filed, as the client typed it and written the way they
 * read it (names of ports and vessel, dates dd/mm/aaaa, money with its currency), and anything
 * still wrong, before "Confirmar". Nothing the api stores is left out: what is not shown here
 * cannot be checked before it is filed.
 */
export function SubmitStep({
  form,
  attachments,
  problems,
  company,
  claimant,
  ports,
  vessels,
}: {
  form: RequestForm;
  attachments: UploadedFile[];
  /** What still blocks filing, each naming its step, in the user's language. */
  problems: string[];
  company: string;
  /** The claimant's country: it names the tax id and is the bank account's by default. */
  claimant: OfficeCountry;
  ports: ReferenceChoices;
  vessels: ReferenceChoices;
}) {
  const { t, label, locale } = useI18n();
  const portRows = usePortRows();
  const code = (key: string) => t(key as CodeLabelKey);
  const coded = (family: string, key: string) => (key ? code(`codes.${family}.${key}`) : '');
  const { clientData, shipping, bankData } = form;
  // Named even when found by searching, past the first page of its list.
  const port = useChosenOptions(ports, [shipping.portOfLoadingId, shipping.portOfDischargeId]);
  const vessel = useChosenOptions(vessels, [shipping.vesselId]);
  const nameOf = (chosen: typeof port, id: string) => chosen(id)?.label ?? '';
  // Named as the step that asked for it did: by the claimant's and the account's countries.
  const countryLabel = (path: string[]) =>
    capitalize(requestFieldLabel(locale, path, { claimant, bankCountry: bankData.country }) ?? '');
  const section = (title: string, rows: [string, string][]) => (
    <ReviewGroup title={title}>
      <Details rows={rows} />
    </ReviewGroup>
  );
  return (
    <div>
      {section(t('portal.wizard.steps.client'), [
        [t('portal.wizard.client'), company],
        [t('portal.wizard.office'), coded('offices', form.office)],
        [t('portal.wizard.serviceType'), coded('serviceTypes', form.serviceType)],
        // As its country writes it (43.219.876/0001-36), however it was typed or pasted.
        [countryLabel(['clientData', 'taxId']), displayTaxId(claimant, clientData.taxId)],
        [label('fields.companyName'), clientData.companyName],
        ...(asksStateAndCityRegistrations(claimant)
          ? ([
              [label('fields.stateRegistration'), clientData.stateRegistration],
              [label('fields.cityRegistration'), clientData.cityRegistration],
            ] as [string, string][])
          : []),
      ])}
      {section(t('portal.wizard.steps.shipping'), [
        [label('fields.blOrCte'), shipping.blOrCte],
        [label('fields.bookingNumber'), shipping.bookingNumber],
        [label('fields.houseBl'), shipping.houseBl],
        [label('fields.invoiceNumber'), shipping.invoiceNumber],
        ...portRows({
          loading: nameOf(port, shipping.portOfLoadingId),
          discharge: nameOf(port, shipping.portOfDischargeId),
          dischargeDate: shipping.dischargeDate,
          office: form.office,
        }),
        [label('fields.containers'), shipping.containers],
        [label('fields.vesselId'), nameOf(vessel, shipping.vesselId)],
        [label('fields.voyage'), shipping.voyage],
        [label('fields.transporter'), shipping.transporter],
        [label('fields.transportModal'), coded('transportModals', shipping.transportModal)],
        [label('fields.stuffingModal'), coded('stuffingModals', shipping.stuffingModal)],
      ])}
      <ReviewItems form={form} group="faults" />
      <ReviewItems form={form} group="damages" />
      <ReviewItems form={form} group="extraCosts" />
      <ReviewedFiles title={t('portal.wizard.steps.documents')} files={attachments} />
      {section(t('portal.wizard.steps.bank'), [
        [t('portal.wizard.bankCountry'), coded('offices', bankAccountCountry(bankData.country, claimant))],
        [label('fields.bank'), bankData.bank],
        [countryLabel(['bankData', 'agency']), bankData.agency],
        [countryLabel(['bankData', 'checkingAccount']), bankData.checkingAccount],
      ])}
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
