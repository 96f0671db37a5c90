import { formatTaxId, isTaxIdCountry } from '@claims/domain';
import type { ClientResponse } from '@claims/contract';
import type { ClientRow } from './store';

export function presentClient(client: ClientRow): ClientResponse {
  const country = client.country.trim();
  return {
    id: client.id,
    name: client.name,
    email: client.email,
    contact: client.contact,
    country,
    taxId: client.taxId,
    taxIdFormatted: isTaxIdCountry(country) ? formatTaxId(country, client.taxId) : client.taxId,
    office: client.office,
    customsBrokerIds: client.customsBrokerIds,
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}
