import { z } from 'zod';
import { companyCountrySchema } from '@claims/contract';
import { oneOrMany, recordList } from '../../list';

export const customsBrokerList = recordList({
  resource: 'customs-brokers',
  table: 'customs_brokers',
  sortable: {
    name: 'customs_brokers.name',
    taxId: 'customs_brokers.tax_id',
    country: 'customs_brokers.country',
  },
  sortsAsWords: ['name'],
  defaultSort: ['name', 'ASC'],
  search: ['customs_brokers.name', 'customs_brokers.tax_id'],
  searchIgnoringAccents: ['customs_brokers.name'],
  filters: {
    country: { column: 'customs_brokers.country', schema: oneOrMany(companyCountrySchema) },
    taxId: { column: 'customs_brokers.tax_id', schema: oneOrMany(z.string().max(20)) },
  },
});
