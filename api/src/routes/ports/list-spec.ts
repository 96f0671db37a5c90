import { z } from 'zod';
import { portFilterFields } from '@claims/contract';
import { oneOrMany, type ListSpec } from '../../list';

export const portList: ListSpec = {
  resource: 'ports',
  sortable: {
    id: 'id',
    name: 'name',
    code: 'code',
    city: 'city',
    country: 'country',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  sortsAsWords: ['name', 'city'],
  defaultSort: ['name', 'ASC'],
  search: ['name', 'code', 'city'],
  filters: {
    country: { column: 'country', schema: oneOrMany(portFilterFields.country) },
    code: { column: 'code', schema: oneOrMany(portFilterFields.code) },
  },
  id: { column: 'id', schema: z.uuid() },
};
