import { z } from 'zod';
import { vesselCodeSchema } from '@claims/contract';
import { oneOrMany, type ListSpec } from '../../list';

export const vesselList: ListSpec = {
  resource: 'vessels',
  sortable: {
    id: 'id',
    name: 'name',
    shortName: 'short_name',
    code: 'code',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  sortsAsWords: ['name', 'shortName'],
  defaultSort: ['name', 'ASC'],
  search: ['name', 'short_name', 'code'],
  filters: { code: { column: 'code', schema: oneOrMany(vesselCodeSchema) } },
  id: { column: 'id', schema: z.uuid() },
};
