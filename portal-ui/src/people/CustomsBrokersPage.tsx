import type { CustomsBrokerResponse as Broker } from '@claims/contract';
import { useI18n } from '../i18n/I18nContext';
import { PeopleList } from './PeopleList';
import { taxIdWithKind } from './tax-id-with-kind';

/** /custom-broker/list: a client master sees the customs brokers acting for it. */
export default function CustomsBrokersPage() {
  const { t } = useI18n();
  return (
    <PeopleList<Broker>
      title={t('portal.menu.customsBrokers')}
      path="/api/customs-brokers"
      name={(b) => b.name}
      columns={[{ field: 'taxId', label: t('portal.admin.clients.taxId'), render: (b) => taxIdWithKind(b) }]}
    />
  );
}
