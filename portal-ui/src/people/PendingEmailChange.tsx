import { useState } from 'react';
import type { PendingEmailChange as Pending } from '@claims/contract';
import { api } from '../api/client';
import { useApiQuery } from '../api/queries';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { FormSuccess } from '../feedback/FormMessage';

/**
 * A change of the user's own address that waits on its link: where the link went, until when it
 * works, and a way to take the change back (a typo, or a change the user did not ask for).
 */
export function PendingEmailChange({ current }: { current: string }) {
  const { t, locale } = useI18n();
  const showError = useApiErrorToast();
  const read = useApiQuery<Pending>('/api/auth/email-change');
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = read.data?.pending;

  async function cancel(newEmail: string) {
    setBusy(true);
    try {
      await api.delete('/api/auth/email-change');
      setCancelled(newEmail);
      await read.refetch();
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  }

  if (cancelled)
    return <FormSuccess>{t('portal.profilePage.emailChangeCancelled', { email: cancelled })}</FormSuccess>;
  if (!pending) return null;
  return (
    <div className="notice" role="status">
      <p>
        {t('portal.profilePage.pendingEmail', {
          email: pending.newEmail,
          date: formatDateTime(locale, pending.expiresAt),
          current,
        })}
      </p>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void cancel(pending.newEmail)}
      >
        {t('portal.profilePage.cancelEmailChange')}
      </button>
    </div>
  );
}
