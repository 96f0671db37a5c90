import { useI18n } from '../i18n/I18nContext';
import { PeopleList } from './PeopleList';

interface Client {
  id: string;
  name: string;
  email: string;
  taxIdFormatted: string;
}

/** /clients/list: a customs broker master sees the clients it represents. */
export default function ClientsPage() {
  const { t } = useI18n();
  return (
    <PeopleList<Client>
      title={t('portal.menu.clients')}
      path="/api/clients"
      columns={[
        { field: 'name', label: t('portal.profile.name'), sortable: true, render: (c) => c.name },
        { field: 'taxId', label: t('portal.wizard.taxId'), render: (c) => c.taxIdFormatted },
        { field: 'email', label: t('portal.login.email'), render: (c) => c.email },
      ]}
    />
  );
}
