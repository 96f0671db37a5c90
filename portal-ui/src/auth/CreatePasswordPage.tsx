import { useEffect, useState, type FormEvent } from 'react';
import { Link, useOutletContext, useParams } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH } from '@claims/domain/validators/password';
import { api, ApiError } from '../api/client';
import { Field } from '../forms/Field';
import { useI18n } from '../i18n/I18nContext';
import type { AuthOutlet } from '../layout/AuthLayout';

/** /auth/create-password/{token?}: from an invitation or a reset link. */
export default function CreatePasswordPage() {
  const { t } = useI18n();
  const { token: fromLink } = useParams();
  const { setBusy } = useOutletContext<AuthOutlet>();
  const [token, setToken] = useState(fromLink ?? '');
  const [invited, setInvited] = useState<{ name: string; email: string } | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!fromLink) return;
    api
      .get<{ name: string; email: string }>(`/api/auth/invitations/${encodeURIComponent(fromLink)}`)
      .then(setInvited)
      .catch(() => setInvited(null));
  }, [fromLink]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH)
      return setError(t('validation.passwordTooShort', { min: MIN_PASSWORD_LENGTH }));
    if (password !== repeat) return setError(t('portal.createPassword.mismatch'));
    setBusy(true);
    try {
      await api.post('/api/auth/create-password', { token, password });
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.password ?? err.message) : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <div>
        <p className="form-success" role="status">
          {t('portal.createPassword.done')}
        </p>
        <Link className="btn btn-block" to="/auth/login">
          {t('portal.login.submit')}
        </Link>
      </div>
    );
  return (
    <form onSubmit={submit} noValidate>
      <h2>{t('portal.createPassword.title')}</h2>
      {invited && <p>{t('portal.createPassword.greeting', { name: invited.name, email: invited.email })}</p>}
      {!fromLink && (
        <Field label={t('portal.createPassword.token')}>
          {(props) => <input {...props} value={token} onChange={(e) => setToken(e.target.value)} />}
        </Field>
      )}
      <Field
        label={t('portal.createPassword.password')}
        hint={t('validation.passwordTooShort', { min: MIN_PASSWORD_LENGTH })}
      >
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('portal.createPassword.repeat')} error={error || undefined}>
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-block">
        {t('portal.createPassword.submit')}
      </button>
      <p className="auth-links">
        <Link to="/auth/login">{t('portal.backToLogin')}</Link>
      </p>
    </form>
  );
}
