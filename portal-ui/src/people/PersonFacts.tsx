import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { EmailAddress } from '../layout/ContactDetails';
import { useI18n } from '../i18n/I18nContext';

/** Who a person is (name, e-mail, role), as rows of a details list: one's profile and a user a master may only view. */
export function PersonFacts({
  name,
  lastName,
  email,
  role,
}: {
  name: string;
  lastName: string;
  email: string;
  role: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <div>
        <dt>{t('portal.profile.name')}</dt>
        <dd>
          {name} {lastName}
        </dd>
      </div>
      <div>
        <dt>{t('portal.login.email')}</dt>
        <dd>
          <EmailAddress email={email} />
        </dd>
      </div>
      <div>
        <dt>{t('portal.profile.role')}</dt>
        <dd>{t(`codes.roles.${role}` as CodeLabelKey)}</dd>
      </div>
    </>
  );
}
