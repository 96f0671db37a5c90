import { Link, useOutletContext, useParams } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH } from '@claims/domain/validators/password';
import {
  passwordScreenTexts,
  useCreatePassword,
  type CreatePasswordApi,
  type Invited,
} from '@claims/ui-kit/auth';
import { api, ApiError } from '../api/client';
import { Field, type ControlProps } from '../forms/Field';
import { useI18n } from '../i18n/I18nContext';
import type { AuthOutlet } from '../layout/AuthLayout';
import { BackToLogin } from './BackToLogin';
import { FormError, FormSuccess } from '../feedback/FormMessage';

/** The api's create-password routes through the portal's client. */
const createPasswordApi: CreatePasswordApi = {
  invitation: (token) => api.get<Invited>(`/api/auth/invitations/${encodeURIComponent(token)}`),
  createPassword: (token, password) => api.post('/api/auth/create-password', { token, password }),
  refusal: (err) => (err instanceof ApiError ? err : {}),
};

/**
 * /auth/create-password/{token?}: from an invitation or a reset link. The link is checked as the
 * page opens (without spending it): a used or expired one says so at once, with the way to a new
 * one, instead of after both passwords are typed.
 */
export default function CreatePasswordPage() {
  const { t } = useI18n();
  const { token: fromLink } = useParams();
  const { setBusy } = useOutletContext<AuthOutlet>();
  const { token, setToken, link, invited, password, typePassword, repeat, typeRepeat, errors, done, submit } =
    useCreatePassword({ fromLink, api: createPasswordApi, t, setBusy });
  const texts = passwordScreenTexts(invited);

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
        <FormSuccess>{t(texts.done)}</FormSuccess>
        <Link className="btn btn-block" to="/auth/login">
          {t('portal.login.submit')}
        </Link>
      </div>
    );
  if (link === 'checking') return <p>{t('portal.loading')}</p>;
  if (link === 'dead')
    return (
      <div>
        <h2>{t('portal.passwordLink.deadTitle')}</h2>
        <FormError>{t('errors.invalidToken')}</FormError>
        <Link className="btn btn-block" to="/auth/forgot-password">
          {t('portal.login.forgot')}
        </Link>
        <BackToLogin />
      </div>
    );
  return (
    <form onSubmit={submit} noValidate>
      <h2>{t(texts.title)}</h2>
      {invited && <p>{t(texts.greeting, { name: invited.name, email: invited.email })}</p>}
      {!fromLink && (
        <Field label={t('portal.createPassword.token')}>
          {(props) => <input {...props} value={token} onChange={(e) => setToken(e.target.value)} />}
        </Field>
      )}
      <Field
        label={t('portal.createPassword.password')}
        hint={errors.password ? undefined : t('portal.createPassword.hint', { min: MIN_PASSWORD_LENGTH })}
        error={errors.password}
      >
        {newPasswordInput(password, typePassword)}
      </Field>
      <Field label={t('portal.createPassword.repeat')} error={errors.repeat}>
        {newPasswordInput(repeat, typeRepeat)}
      </Field>
      {errors.form && <FormError>{errors.form}</FormError>}
      <button type="submit" className="btn btn-block">
        {t('portal.createPassword.submit')}
      </button>
      <BackToLogin />
    </form>
  );
}
