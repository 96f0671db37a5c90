import type { UserResponse } from '@claims/contract';
import { useI18n } from '../i18n/I18nContext';

/** A user as GET /api/users answers it, with what the signed-in master may do to them. */
export type ManagedUser = UserResponse;

/** Active, deactivated, or invited and not yet signed up: what a master needs to know at a glance. */
export function UserStatus({ user }: { user: ManagedUser }) {
  const { t } = useI18n();
  if (!user.active) return <span className="chip chip-muted">{t('portal.admin.users.inactive')}</span>;
  if (user.invitationPending)
    return <span className="chip chip-warning">{t('portal.admin.users.pending')}</span>;
  return <span className="chip">{t('portal.admin.users.active')}</span>;
}
