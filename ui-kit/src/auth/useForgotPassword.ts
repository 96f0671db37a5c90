import { useState, type FormEvent } from 'react';
import type { MessageKey, MessageParams } from '@claims/domain/i18n/translate';
import type { Refusal } from './refusal';

/** How a UI asks the api for a new-password link with its own client. */
export interface ForgotPasswordApi {
  forgotPassword(email: string): Promise<unknown>;
  refusal(err: unknown): Refusal;
}

/**
 * The forgot-password screen of both UIs: the e-mail is required, the link is asked for, and the
 * screen then says it was sent (whether or not the address has an account: the api does not tell).
 * `askAgain` brings the form back with the address as typed, to correct it or send once more.
 * `setBusy` hears when the request is under way.
 */
export function useForgotPassword({
  api,
  t,
  setBusy,
}: {
  api: ForgotPasswordApi;
  t: (key: MessageKey, params?: MessageParams) => string;
  setBusy: (busy: boolean) => void;
}) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setError(t('validation.required', { name: t('fields.email') }));
    setBusy(true);
    try {
      await api.forgotPassword(email.trim());
      setSent(true);
      setError('');
    } catch (err) {
      setError(api.refusal(err).message ?? t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  /** Back to the form, the address kept: no one should have to start over to send again. */
  function askAgain() {
    setSent(false);
  }

  return { email, setEmail, sent, error, submit, askAgain };
}
