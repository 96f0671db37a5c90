import type { ClientResponse as Client } from '@claims/contract';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { canWriteClients } from '../session/abilities';
import { roleOf } from '../session/storage';
import { PeopleList } from './PeopleList';
import { taxIdWithKind } from './tax-id-with-kind';
import { EmailAddress } from '../layout/ContactDetails';

/** /clients/list: a customs broker master sees, registers and edits the clients it represents. */
export default function ClientsPage() {
  const { t } = useI18n();
  const { user } = useSession();
  // SPEC §6: the register link is for the customs broker master only (the api agrees).
  const mayWrite = canWriteClients(roleOf(user));
  return (
    <PeopleList<Client>
      title={t('portal.menu.clients')}
      path="/api/clients"
      name={(c) => c.name}
      editPath={(c) => (mayWrite ? `/clients/edit/${c.id}` : undefined)}
      adding={mayWrite ? { path: '/clients/new', label: t('portal.admin.clients.register') } : undefined}
      columns={[
        { field: 'taxId', label: t('portal.admin.clients.taxId'), render: (c) => taxIdWithKind(c) },
        {
          field: 'email',
          label: t('portal.login.email'),
          render: (c) => (c.email ? <EmailAddress email={c.email} /> : '—'),
        },
      ]}
    />
  );
}
