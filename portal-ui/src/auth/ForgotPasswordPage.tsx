import { useOutletContext, useParams } from 'react-router-dom';
import { useForgotPassword, type ForgotPasswordApi } from '@claims/ui-kit/auth';
import { api, ApiError } from '../api/client';
import { useI18n } from '../i18n/I18nContext';
import type { AuthOutlet } from '../layout/AuthLayout';
import { BackToLogin } from './BackToLogin';
import { EmailInput } from './EmailInput';
import { FormSuccess } from '../feedback/FormMessage';

/** The api's forgot-password route through the portal's client. */
const forgotPasswordApi: ForgotPasswordApi = {
  forgotPassword: (email) => api.post('/api/auth/forgot-password', { email }),
  refusal: (err) => (err instanceof ApiError ? err : {}),
};

/** /auth/forgot-password/{invitation?}: an invited user who lost the e-mail asks for a new link the same way. */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const { invitation } = useParams();
  const { setBusy } = useOutletContext<AuthOutlet>();
  const { email, setEmail, sent, error, submit, askAgain } = useForgotPassword({
    api: forgotPasswordApi,
    t,
    setBusy,
  });

  return (
    <form onSubmit={submit} noValidate>
      <h2>{t(invitation ? 'portal.forgot.invitationTitle' : 'portal.forgot.title')}</h2>
      <p>{t('portal.forgot.intro')}</p>
      {sent ? (
        <>
          <FormSuccess>{t('portal.forgot.sent')}</FormSuccess>
          {/* Keyed apart from the submit button in its place: React would otherwise reuse that
              element, turn it back into a submit during this click, and the form would be sent again. */}
          <button key="ask-again" type="button" className="btn btn-secondary btn-block" onClick={askAgain}>
            {t('portal.forgot.again')}
          </button>
        </>
      ) : (
        <>
          <EmailInput autoComplete="email" value={email} onChange={setEmail} error={error || undefined} />
          <button key="send" type="submit" className="btn btn-block">
            {t('portal.forgot.submit')}
          </button>
        </>
      )}
      <BackToLogin />
    </form>
  );
}
