import { formatTaxId, isTaxIdCountry } from '@claims/domain';
import type { CustomsBrokerResponse } from './schema';

export interface CustomsBrokerRow {
  id: string;
  name: string;
  country: string;
  tax_id: string;
  client_ids: string[];
  created_at: Date;
  updated_at: Date;
}

export function presentCustomsBroker(row: CustomsBrokerRow): CustomsBrokerResponse {
  const country = row.country.trim();
  return {
    id: row.id,
    name: row.name,
    country,
    taxId: row.tax_id,
    taxIdFormatted: isTaxIdCountry(country) ? formatTaxId(country, row.tax_id) : row.tax_id,
    clientIds: row.client_ids,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
