import { useEffect, useState, type FormEvent } from 'react';
import { Link, useOutletContext, useParams } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH, passwordRefusal } from '@claims/domain/validators/password';
import { api, ApiError } from '../api/client';
import { Field, type ControlProps } from '../forms/Field';
import { useI18n } from '../i18n/I18nContext';
import type { AuthOutlet } from '../layout/AuthLayout';
import { BackToLogin } from './BackToLogin';
import { FormError, FormSuccess } from '../feedback/FormMessage';

/** Whom a link is for while it can still set a password. */
interface Invited {
  name: string;
  email: string;
}

/**
 * /auth/create-password/{token?}: from an invitation or a reset link. The link is checked as the
 * page opens (without spending it): a used or expired one says so at once, with the way to a new
 * one, instead of after both passwords are typed.
 */
export default function CreatePasswordPage() {
  const { t } = useI18n();
  const { token: fromLink } = useParams();
  const { setBusy } = useOutletContext<AuthOutlet>();
  const [token, setToken] = useState(fromLink ?? '');
  // 'checking' until the api answers for a link; 'dead' once it is known unusable.
  const [link, setLink] = useState<'checking' | 'usable' | 'dead'>(fromLink ? 'checking' : 'usable');
  const [invited, setInvited] = useState<Invited | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!fromLink) return;
    api
      .get<Invited>(`/api/auth/invitations/${encodeURIComponent(fromLink)}`)
      .then((found) => {
        setInvited(found);
        setLink('usable');
      })
      // Only a 404 says the link is dead; a network failure leaves the form, whose answer will tell.
      .catch((err: unknown) => setLink(err instanceof ApiError && err.status === 404 ? 'dead' : 'usable'));
  }, [fromLink]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Each refusal under the field it is about: the length under the password, a mismatch under the repeat.
    const refusal = passwordRefusal(password);
    if (refusal) return setErrors({ password: t(refusal, { min: MIN_PASSWORD_LENGTH }) });
    if (password !== repeat) return setErrors({ repeat: t('portal.createPassword.mismatch') });
    setBusy(true);
    try {
      await api.post('/api/auth/create-password', { token, password });
      setDone(true);
    } catch (err) {
      // Spent meanwhile (another tab, a second click): the same page as a link found dead.
      if (err instanceof ApiError && err.code === 'INVALID_TOKEN' && fromLink) setLink('dead');
      else if (err instanceof ApiError && err.fields.password) setErrors({ password: err.fields.password });
      else setErrors({ form: err instanceof ApiError ? err.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  }

  /** The password and its repeat: the same box, each with what typing in it does. */
  const newPasswordInput = (value: string, typed: (value: string) => void) => (props: ControlProps) => (
    <input
      {...props}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(e) => typed(e.target.value)}
    />
  );

  if (done)
    return (
      <div>
        <FormSuccess>{t('portal.createPassword.done')}</FormSuccess>
        <Link className="btn btn-block" to="/auth/login">
          {t('portal.login.submit')}
        </Link>
      </div>
    );
  if (link === 'checking') return <p>{t('portal.loading')}</p>;
  if (link === 'dead')
    return (
      <div>
        <h2>{t('portal.createPassword.title')}</h2>
        <FormError>{t('errors.invalidToken')}</FormError>
        <Link className="btn btn-block" to="/auth/forgot-password">
          {t('portal.login.forgot')}
        </Link>
        <BackToLogin />
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
        hint={errors.password ? undefined : t('validation.passwordTooShort', { min: MIN_PASSWORD_LENGTH })}
        error={errors.password}
      >
        {newPasswordInput(password, (typed) => {
          setPassword(typed);
          setErrors({});
        })}
      </Field>
      <Field label={t('portal.createPassword.repeat')} error={errors.repeat}>
        {newPasswordInput(repeat, (typed) => {
          setRepeat(typed);
          setErrors(({ password: kept }) => ({ password: kept }));
        })}
      </Field>
      {errors.form && <FormError>{errors.form}</FormError>}
      <button type="submit" className="btn btn-block">
        {t('portal.createPassword.submit')}
      </button>
      <BackToLogin />
    </form>
  );
}
