import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../api/client';
import { useI18n } from '../i18n/I18nContext';
import { BackToLogin } from './BackToLogin';
import { useAuthRequest } from './useAuthRequest';
import { FormError, FormSuccess } from '../feedback/FormMessage';

/**
 * /auth/confirm-email/{token}: the link sent to a new e-mail address. It asks for a click rather
 * than confirming on load, so a mail scanner that opens links does not confirm for the person.
 */
export default function ConfirmEmailPage() {
  const { t } = useI18n();
  const { token = '' } = useParams();
  const { error, send } = useAuthRequest();
  const [done, setDone] = useState(false);

  const confirm = () =>
    send(
      () => api.post('/api/auth/confirm-email', { token }),
      () => setDone(true),
    );

  return (
    <div>
      <h2>{t('auth.confirmEmail.title')}</h2>
      {done ? (
        <FormSuccess>{t('auth.emailChanged')}</FormSuccess>
      ) : (
        <>
          <p>{t('auth.confirmEmail.intro')}</p>
          {error && <FormError>{error}</FormError>}
          <button type="button" className="btn btn-block" onClick={confirm}>
            {t('auth.confirmEmail.submit')}
          </button>
        </>
      )}
      <BackToLogin />
    </div>
  );
}
