import { z } from 'zod';
import { roleSchema, teamSchema } from '@claims/contract';
import { oneOrMany, type ListSpec } from '../../list';

export const userList: ListSpec = {
  resource: 'users',
  sortable: {
    id: 'id',
    name: 'name',
    lastName: 'last_name',
    email: 'email',
    role: 'role',
    language: 'language',
    team: 'team',
    active: 'active',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  sortsAsWords: ['name', 'lastName'],
  defaultSort: ['name', 'ASC'],
  search: ['name', 'last_name', 'email'],
  filters: {
    role: { column: 'role', schema: oneOrMany(roleSchema) },
    team: { column: 'team', schema: oneOrMany(teamSchema) },
    active: { column: 'active', schema: z.boolean() },
    clientId: { column: 'client_id', schema: oneOrMany(z.uuid()) },
    customsBrokerId: { column: 'customs_broker_id', schema: oneOrMany(z.uuid()) },
  },
  id: { column: 'id', schema: z.uuid() },
};
