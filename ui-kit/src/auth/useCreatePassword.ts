import { useEffect, useState, type FormEvent } from 'react';
import type { MessageKey, MessageParams } from '@claims/domain/i18n/translate';
import { MIN_PASSWORD_LENGTH, passwordRefusal } from '@claims/domain/validators/password';
import type { Refusal } from './refusal';

/** Whom a link is for while it can still set a password. */
export interface Invited {
  name: string;
  email: string;
  /** An invitation sets the first password; a reset link, a new one. */
  kind: 'INVITATION' | 'PASSWORD_RESET';
}

/**
 * The screen's title, greeting and success: a reset link's screen resets the password, an
 * invitation's (or a typed token's, of a link not yet known) creates it.
 */
export function passwordScreenTexts(invited: Invited | null) {
  return invited?.kind === 'PASSWORD_RESET'
    ? ({
        title: 'portal.resetPassword.title',
        greeting: 'portal.resetPassword.greeting',
        done: 'portal.resetPassword.done',
      } as const)
    : ({
        title: 'portal.createPassword.title',
        greeting: 'portal.createPassword.greeting',
        done: 'portal.createPassword.done',
      } as const);
}

/** How a UI reaches the api's create-password routes with its own client. */
export interface CreatePasswordApi {
  invitation(token: string): Promise<Invited>;
  createPassword(token: string, password: string): Promise<unknown>;
  refusal(err: unknown): Refusal;
}

/** Each refusal under the field it is about: the length under the password, a mismatch under the repeat. */
export type CreatePasswordErrors = { password?: string; repeat?: string; form?: string };

/**
 * The create-password screen of both UIs, from an invitation or a reset link (`fromLink`), or
 * with the token typed. The link is checked as the screen opens (without spending it): a used or
 * expired one is `dead` at once, instead of after both passwords are typed. `setBusy` hears when
 * the new password is under way.
 */
export function useCreatePassword({
  fromLink,
  api,
  t,
  setBusy,
}: {
  fromLink: string | undefined;
  api: CreatePasswordApi;
  t: (key: MessageKey, params?: MessageParams) => string;
  setBusy: (busy: boolean) => void;
}) {
  const [token, setToken] = useState(fromLink ?? '');
  // 'checking' until the api answers for a link; 'dead' once it is known unusable.
  const [link, setLink] = useState<'checking' | 'usable' | 'dead'>(fromLink ? 'checking' : 'usable');
  const [invited, setInvited] = useState<Invited | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<CreatePasswordErrors>({});
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!fromLink) return;
    api
      .invitation(fromLink)
      .then((found) => {
        setInvited(found);
        setLink('usable');
      })
      // Only a 404 says the link is dead; a network failure leaves the form, whose answer will tell.
      .catch((err: unknown) => setLink(api.refusal(err).status === 404 ? 'dead' : 'usable'));
  }, [fromLink, api]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const refused = passwordRefusal(password);
    if (refused) return setErrors({ password: t(refused, { min: MIN_PASSWORD_LENGTH }) });
    if (password !== repeat) return setErrors({ repeat: t('portal.createPassword.mismatch') });
    setBusy(true);
    try {
      await api.createPassword(token, password);
      setDone(true);
    } catch (err) {
      const refusal = api.refusal(err);
      // Spent meanwhile (another tab, a second click): the same screen as a link found dead.
      if (fromLink && refusal.code === 'INVALID_TOKEN') setLink('dead');
      else if (refusal.fields?.password) setErrors({ password: refusal.fields.password });
      else setErrors({ form: refusal.message ?? t('errors.generic') });
    } finally {
      setBusy(false);
    }
  }

  /** A new password typed: every refusal is moot. */
  function typePassword(typed: string) {
    setPassword(typed);
    setErrors({});
  }

  /** Its repeat typed: only the mismatch (or the form's error) is moot. */
  function typeRepeat(typed: string) {
    setRepeat(typed);
    setErrors(({ password: kept }) => ({ password: kept }));
  }

  return { token, setToken, link, invited, password, typePassword, repeat, typeRepeat, errors, done, submit };
}
