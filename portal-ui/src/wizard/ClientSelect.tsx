import type { ReferenceChoices } from '../forms/reference-choices';
import { SearchSelect } from '../forms/SearchSelect';
import { useI18n } from '../i18n/I18nContext';
import type { ClientOption } from '../reimbursements/wizard/useReferenceOptions';

/**
 * The wizard's choice of the company it files for, among every one the broker represents (typed
 * to reach those past the first page); the client of a saved draft stays its client (`locked`).
 */
export function ClientSelect({
  clients,
  clientId,
  onClient,
  locked,
}: {
  clients: ReferenceChoices<ClientOption>;
  clientId: string;
  onClient(id: string): void;
  locked: boolean;
}) {
  const { t } = useI18n();
  return (
    <SearchSelect
      label={t('portal.wizard.client')}
      value={clientId}
      choices={clients}
      onChange={onClient}
      disabled={locked}
      required
    />
  );
}
