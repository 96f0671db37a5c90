import { z } from 'zod';
import { oneOrMany, type ListSpec } from '../../list';

/** `name` is selected as the label in the caller's language (see `sinisterCauseStore`). */
export const sinisterCauseList: ListSpec = {
  resource: 'sinister-causes',
  sortable: {
    id: 'id',
    code: 'code',
    key: 'key',
    name: 'name',
    active: 'active',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: ['code', 'ASC'],
  search: ['key', 'labels::text'],
  filters: {
    active: { column: 'active', schema: z.boolean() },
    code: { column: 'code', schema: oneOrMany(z.number().int()) },
  },
  id: { column: 'id', schema: z.uuid() },
};
