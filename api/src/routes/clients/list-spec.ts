import { z } from 'zod';
import { companyCountrySchema, officeSchema } from '@claims/contract';
import { oneOrMany, recordList } from '../../list';

export const clientList = recordList({
  resource: 'clients',
  table: 'clients',
  sortable: {
    name: 'clients.name',
    email: 'clients.email',
    contact: 'clients.contact',
    taxId: 'clients.tax_id',
    country: 'clients.country',
    office: 'clients.office',
  },
  sortsAsWords: ['name', 'contact'],
  defaultSort: ['name', 'ASC'],
  search: ['clients.name', 'clients.tax_id', 'clients.email', 'clients.contact'],
  searchIgnoringAccents: ['clients.name', 'clients.contact'],
  filters: {
    country: { column: 'clients.country', schema: oneOrMany(companyCountrySchema) },
    office: { column: 'clients.office', schema: oneOrMany(officeSchema) },
    taxId: { column: 'clients.tax_id', schema: oneOrMany(z.string().max(20)) },
  },
});
