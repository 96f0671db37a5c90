import { z } from 'zod';
import { companyCountrySchema } from '@claims/contract';
import { oneOrMany, type ListSpec } from '../../list';

export const customsBrokerList: ListSpec = {
  resource: 'customs-brokers',
  sortable: {
    id: 'customs_brokers.id',
    name: 'customs_brokers.name',
    taxId: 'customs_brokers.tax_id',
    country: 'customs_brokers.country',
    createdAt: 'customs_brokers.created_at',
    updatedAt: 'customs_brokers.updated_at',
  },
  sortsAsWords: ['name'],
  defaultSort: ['name', 'ASC'],
  search: ['customs_brokers.name', 'customs_brokers.tax_id'],
  filters: {
    country: { column: 'customs_brokers.country', schema: oneOrMany(companyCountrySchema) },
    taxId: { column: 'customs_brokers.tax_id', schema: oneOrMany(z.string().max(20)) },
  },
  id: { column: 'customs_brokers.id', schema: z.uuid() },
};
