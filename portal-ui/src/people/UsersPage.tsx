import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { PeopleList } from './PeopleList';
import { ResendInvitationButton } from './ResendInvitationButton';
import { UserStatus, type ManagedUser } from './UserStatus';
import { EmailAddress } from '../layout/ContactDetails';

/** /users/users-list: a client or broker master lists, invites and edits the users of its company. */
export default function UsersPage() {
  const { t } = useI18n();
  const { user: me } = useSession();
  return (
    <PeopleList<ManagedUser>
      title={t('portal.menu.users')}
      path="/api/users"
      name={(u) => `${u.name} ${u.lastName}`}
      // Its own account is not edited here: the profile page is the place.
      editPath={(u) => (u.id === me?.id ? undefined : `/users/edit/${u.id}`)}
      adding={{ path: '/users/new', label: t('portal.admin.users.invite') }}
      columns={[
        { field: 'active', label: t('portal.admin.users.status'), render: (u) => <UserStatus user={u} /> },
        {
          field: 'email',
          label: t('portal.login.email'),
          sortable: true,
          render: (u) => <EmailAddress email={u.email} />,
        },
        {
          field: 'role',
          label: t('portal.profile.role'),
          render: (u) => t(`codes.roles.${u.role}` as CodeLabelKey),
        },
        {
          field: 'actions',
          label: t('portal.admin.actions'),
          render: (u) => <ResendInvitationButton user={u} />,
        },
      ]}
    />
  );
}
