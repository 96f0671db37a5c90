import { z } from 'zod';
import { documentTypeKeySchema } from '@claims/contract';
import { oneOrMany, type ListSpec } from '../../list';

export const documentTypeList: ListSpec = {
  resource: 'document-types',
  sortable: {
    id: 'key',
    key: 'key',
    code: 'code',
    slug: 'slug',
    name: 'name',
    active: 'active',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: ['code', 'ASC'],
  search: ['key', 'slug', 'labels::text'],
  filters: {
    active: { column: 'active', schema: z.boolean() },
    code: { column: 'code', schema: oneOrMany(z.number().int()) },
    slug: { column: 'slug', schema: oneOrMany(z.string().max(80)) },
  },
  id: { column: 'key', schema: documentTypeKeySchema },
};
