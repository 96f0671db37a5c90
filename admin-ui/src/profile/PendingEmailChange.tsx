import { useEffect, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { PendingEmailChange as Pending } from '@claims/contract';
import { useFormat } from '../i18n/format';
import { API_URL, httpClient } from '../providers/http-client';

/**
 * A change of the user's own address that waits on its link: where the link went, until when it
 * works, and a way to take the change back (a typo, or a change the user did not ask for).
 */
export function PendingEmailChange({ current }: { current: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const [pending, setPending] = useState<Pending['pending']>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    httpClient(`${API_URL}/auth/email-change`)
      .then(({ json }) => live && setPending((json as Pending).pending))
      // The profile stands without it: nothing pending is shown, the page still works.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  async function cancel(newEmail: string) {
    setBusy(true);
    try {
      await httpClient(`${API_URL}/auth/email-change`, { method: 'DELETE' });
      setPending(null);
      setCancelled(newEmail);
    } catch (err) {
      notify(err instanceof Error ? err.message : 'errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (cancelled)
    return (
      <Alert severity="success" role="status" sx={{ mt: 2 }}>
        {translate('portal.profilePage.emailChangeCancelled', { email: cancelled })}
      </Alert>
    );
  if (!pending) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={() => void cancel(pending.newEmail)}>
          {translate('portal.profilePage.cancelEmailChange')}
        </Button>
      }
    >
      {translate('portal.profilePage.pendingEmail', {
        email: pending.newEmail,
        date: format.dateTime(pending.expiresAt),
        current,
      })}
    </Alert>
  );
}
