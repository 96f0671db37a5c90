import { formatTaxId, isTaxIdCountry } from '@claims/domain';
import type { ClientResponse } from './schema';

export interface ClientRow {
  id: string;
  name: string;
  email: string | null;
  contact: string | null;
  country: string;
  tax_id: string;
  office: string;
  customs_broker_ids: string[];
  created_at: Date;
  updated_at: Date;
}

export function presentClient(row: ClientRow): ClientResponse {
  const country = row.country.trim();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    contact: row.contact,
    country,
    taxId: row.tax_id,
    taxIdFormatted: isTaxIdCountry(country) ? formatTaxId(country, row.tax_id) : row.tax_id,
    office: row.office,
    customsBrokerIds: row.customs_broker_ids,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
