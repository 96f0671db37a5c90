import { z } from 'zod';
import { oneOrMany, recordList } from '../../list';

/** `name` is selected as the label in the caller's language (see `sinisterCauseStore`). */
export const sinisterCauseList = recordList({
  resource: 'sinister-causes',
  sortable: { code: 'code', key: 'key', name: 'name', active: 'active' },
  defaultSort: ['code', 'ASC'],
  search: ['key', 'labels::text'],
  filters: {
    active: { column: 'active', schema: z.boolean() },
    code: { column: 'code', schema: oneOrMany(z.number().int()) },
  },
});
