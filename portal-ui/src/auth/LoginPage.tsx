import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { consoleUrlFor } from '@claims/domain/access/staff-paths';
import { ApiError } from '../api/client';
import { EmailInput } from './EmailInput';
import { useI18n } from '../i18n/I18nContext';
import type { AuthOutlet } from '../layout/AuthLayout';
import { useSession } from '../session/SessionContext';
import { isStaff } from '../session/storage';
import { TextInput } from '../forms/inputs';
import { FormError } from '../feedback/FormMessage';

export default function LoginPage() {
  const { t } = useI18n();
  const { signIn } = useSession();
  const { setBusy } = useOutletContext<AuthOutlet>();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string; staffOnly?: boolean } | null) ?? {};
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [tried, setTried] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    // The last attempt's refusal is about what was typed then: it must not stand beside this one's.
    setError(null);
    if (!email.trim() || !password) return;
    setBusy(true);
    try {
      const user = await signIn(email.trim(), password);
      // Staff work in the console; the portal is for clients, brokers and inspectors. Either
      // way the screen asked for before signing in opens, when this user has one for it.
      if (isStaff(user)) window.location.assign(consoleUrlFor(from.from ?? '/'));
      else navigate(from.from && !from.staffOnly ? from.from : '/processes/list', { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError(0, 'GENERIC', t('errors.generic')));
    } finally {
      setBusy(false);
    }
  }

  const required = (value: string, field: 'fields.email' | 'fields.password') =>
    tried && !value ? t('validation.required', { name: t(field) }) : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <h2>{t('portal.login.title')}</h2>
      <EmailInput
        autoComplete="username"
        value={email}
        onChange={setEmail}
        error={required(email, 'fields.email')}
      />
      <TextInput
        label={t('portal.login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={required(password, 'fields.password')}
      />
      {error && (
        <FormError>
          {/* Re-read in the current language: the user may switch it after the answer came. */}
          {error.code === 'INVALID_CREDENTIALS' ? t('errors.invalidCredentials') : error.message}
        </FormError>
      )}
      <button type="submit" className="btn btn-block">
        {t('portal.login.submit')}
      </button>
      <p className="auth-links">
        <Link to="/auth/forgot-password">{t('portal.login.forgot')}</Link>
      </p>
      <p className="auth-note">{t('portal.login.firstAccess')}</p>
    </form>
  );
}
