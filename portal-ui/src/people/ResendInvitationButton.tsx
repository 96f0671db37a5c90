import { useState } from 'react';
import { api } from '../api/client';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { useToasts } from '../feedback/ToastContext';
import { useI18n } from '../i18n/I18nContext';
import type { ManagedUser } from './UserStatus';

/**
 * "Resend invitation" for someone who has not signed up yet (the api offers it in the user's
 * allowedActions): a new link goes to the user's address and the earlier ones stop working.
 */
export function ResendInvitationButton({ user }: { user: ManagedUser }) {
  const { t } = useI18n();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const [sending, setSending] = useState(false);
  if (!user.allowedActions.includes('resendInvitation')) return null;

  async function resend() {
    setSending(true);
    try {
      await api.post(`/api/users/${user.id}/invitation`);
      toasts.show('success', t('portal.admin.users.resent', { email: user.email }));
    } catch (err) {
      showError(err);
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-secondary btn-small"
      disabled={sending}
      onClick={() => void resend()}
    >
      {t('portal.admin.users.resend')}
    </button>
  );
}
