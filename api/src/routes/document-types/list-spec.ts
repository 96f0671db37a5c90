import { z } from 'zod';
import { documentTypeKeySchema } from '@claims/contract';
import { oneOrMany, recordList } from '../../list';

export const documentTypeList = recordList({
  resource: 'document-types',
  sortable: { key: 'key', code: 'code', slug: 'slug', name: 'name', active: 'active' },
  defaultSort: ['code', 'ASC'],
  search: ['key', 'slug', 'labels::text'],
  filters: {
    active: { column: 'active', schema: z.boolean() },
    code: { column: 'code', schema: oneOrMany(z.number().int()) },
    slug: { column: 'slug', schema: oneOrMany(z.string().max(80)) },
  },
  // Keyed, not numbered: the key is the record's id.
  id: { column: 'key', schema: documentTypeKeySchema },
});
