import type { CodeLabelKey } from '@claims/domain/src/i18n/code-labels';
import { useI18n } from '../i18n/I18nContext';
import { PeopleList } from './PeopleList';

interface User {
  id: string;
  name: string;
  lastName: string;
  email: string;
  role: string;
}

/** /users/users-list: a client or broker master sees the users of its company. */
export default function UsersPage() {
  const { t } = useI18n();
  return (
    <PeopleList<User>
      title={t('portal.menu.users')}
      path="/api/users"
      columns={[
        {
          field: 'name',
          label: t('portal.profile.name'),
          sortable: true,
          render: (u) => `${u.name} ${u.lastName}`,
        },
        { field: 'email', label: t('portal.login.email'), sortable: true, render: (u) => u.email },
        {
          field: 'role',
          label: t('portal.profile.role'),
          render: (u) => t(`codes.roles.${u.role}` as CodeLabelKey),
        },
      ]}
    />
  );
}
