import { SelectInput, type Option } from '../forms/inputs';
import { useI18n } from '../i18n/I18nContext';

/** The wizard's choice of the company it files for; the client of a saved draft stays its client (`locked`). */
export function ClientSelect({
  clients,
  clientId,
  onClient,
  locked,
}: {
  clients: Option[];
  clientId: string;
  onClient(id: string): void;
  locked: boolean;
}) {
  const { t } = useI18n();
  return (
    <SelectInput
      label={t('portal.wizard.client')}
      value={clientId}
      options={clients}
      onChange={onClient}
      disabled={locked}
      required
    />
  );
}
