import { useI18n } from '../i18n/I18nContext';

/** A user as GET /api/users answers it, in the fields the portal's administration shows. */
export interface ManagedUser {
  id: string;
  name: string;
  lastName: string;
  email: string;
  role: string;
  language: string;
  active: boolean;
  invitationPending: boolean;
}

/** Active, deactivated, or invited and not yet signed up: what a master needs to know at a glance. */
export function UserStatus({ user }: { user: ManagedUser }) {
  const { t } = useI18n();
  if (!user.active) return <span className="chip chip-muted">{t('portal.admin.users.inactive')}</span>;
  if (user.invitationPending)
    return <span className="chip chip-warning">{t('portal.admin.users.pending')}</span>;
  return <span className="chip">{t('portal.admin.users.active')}</span>;
}
