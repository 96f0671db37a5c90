import { vesselCodeSchema } from '@claims/contract';
import { oneOrMany, recordList } from '../../list';

export const vesselList = recordList({
  resource: 'vessels',
  sortable: { name: 'name', shortName: 'short_name', code: 'code' },
  sortsAsWords: ['name', 'shortName'],
  defaultSort: ['name', 'ASC'],
  search: ['name', 'short_name', 'code'],
  searchIgnoringAccents: ['name', 'short_name'],
  filters: { code: { column: 'code', schema: oneOrMany(vesselCodeSchema) } },
});
