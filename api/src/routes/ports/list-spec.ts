import { portFilterFields } from '@claims/contract';
import { oneOrMany, recordList } from '../../list';

export const portList = recordList({
  resource: 'ports',
  sortable: { name: 'name', code: 'code', city: 'city', country: 'country' },
  sortsAsWords: ['name', 'city'],
  defaultSort: ['name', 'ASC'],
  search: ['name', 'code', 'city'],
  searchIgnoringAccents: ['name', 'city'],
  filters: {
    country: { column: 'country', schema: oneOrMany(portFilterFields.country) },
    code: { column: 'code', schema: oneOrMany(portFilterFields.code) },
  },
});
