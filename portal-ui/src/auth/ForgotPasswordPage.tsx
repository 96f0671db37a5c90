import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../api/client';
import { EmailInput } from './EmailInput';
import { useI18n } from '../i18n/I18nContext';
import { BackToLogin } from './BackToLogin';
import { useAuthRequest } from './useAuthRequest';
import { FormSuccess } from '../feedback/FormMessage';

/** /auth/forgot-password/{invitation?}: an invited user who lost the e-mail asks for a new link the same way. */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const { invitation } = useParams();
  const { error, setError, send } = useAuthRequest();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      setError(t('validation.required', { name: t('fields.email') }));
      return;
    }
    await send(
      () => api.post('/api/auth/forgot-password', { email: email.trim() }),
      () => setSent(true),
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <h2>{t(invitation ? 'portal.forgot.invitationTitle' : 'portal.forgot.title')}</h2>
      <p>{t('portal.forgot.intro')}</p>
      {sent ? (
        <FormSuccess>{t('portal.forgot.sent')}</FormSuccess>
      ) : (
        <>
          <EmailInput autoComplete="email" value={email} onChange={setEmail} error={error || undefined} />
          <button type="submit" className="btn btn-block">
            {t('portal.forgot.submit')}
          </button>
        </>
      )}
      <BackToLogin />
    </form>
  );
}
