import { formatDate } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { EmailAddress, PhoneNumber } from '../layout/ContactDetails';
import { Details } from '../reimbursements/detail/Card';
import type { Letter } from './letter';

/**
 * When and where the inspection takes place and whom to meet there, as the client's request form
 * gave them: the telephone and e-mail are links, so the inspector can call from the phone.
 */
export function SiteContact({
  inspection,
  office,
}: {
  inspection: NonNullable<Letter['inspection']>;
  office: string;
}) {
  const { t, locale } = useI18n();
  const { telephone, email } = inspection;
  return (
    <Details
      rows={[
        [
          t('portal.inspection.when'),
          `${formatDate(locale, inspection.date, office)} ${inspection.hour ?? ''}`.trim(),
        ],
        [t('portal.inspection.contactName'), inspection.name],
        [t('portal.inspection.contactRole'), inspection.contact],
        [t('portal.inspection.telephone'), telephone ? <PhoneNumber phone={telephone} /> : null],
        [t('portal.inspection.email'), email ? <EmailAddress email={email} link /> : null],
        [t('portal.inspection.address'), inspection.address],
      ]}
    />
  );
}
