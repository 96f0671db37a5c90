import { formatTaxId, isTaxIdCountry } from '@claims/domain';
import type { CustomsBrokerResponse } from '@claims/contract';
import type { CustomsBrokerRow } from './store';

export function presentCustomsBroker(broker: CustomsBrokerRow): CustomsBrokerResponse {
  const country = broker.country.trim();
  return {
    id: broker.id,
    name: broker.name,
    country,
    taxId: broker.taxId,
    taxIdFormatted: isTaxIdCountry(country) ? formatTaxId(country, broker.taxId) : broker.taxId,
    clientIds: broker.clientIds,
    createdAt: broker.createdAt.toISOString(),
    updatedAt: broker.updatedAt.toISOString(),
  };
}
