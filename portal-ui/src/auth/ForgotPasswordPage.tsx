import { useState, type FormEvent } from 'react';
import { Link, useOutletContext, useParams } from 'react-router-dom';
import { api, ApiError } from '../api/client';
import { Field } from '../forms/Field';
import { useI18n } from '../i18n/I18nContext';
import type { AuthOutlet } from '../layout/AuthLayout';

/** /auth/forgot-password/{invitation?}: an invited user who lost the e-mail asks for a new link the same way. */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const { invitation } = useParams();
  const { setBusy } = useOutletContext<AuthOutlet>();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      setError(t('validation.required', { name: t('fields.email') }));
      return;
    }
    setBusy(true);
    try {
      await api.post('/api/auth/forgot-password', { email: email.trim() });
      setSent(true);
      setError('');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <h2>{t(invitation ? 'portal.forgot.invitationTitle' : 'portal.forgot.title')}</h2>
      <p>{t('portal.forgot.intro')}</p>
      {sent ? (
        <p className="form-success" role="status">
          {t('portal.forgot.sent')}
        </p>
      ) : (
        <>
          <Field label={t('portal.login.email')} error={error || undefined}>
            {(props) => (
              <input
                {...props}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="btn btn-block">
            {t('portal.forgot.submit')}
          </button>
        </>
      )}
      <p className="auth-links">
        <Link to="/auth/login">{t('portal.backToLogin')}</Link>
      </p>
    </form>
  );
}
