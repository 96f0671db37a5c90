import { z } from 'zod';
import { roleSchema, teamSchema } from '@claims/contract';
import { oneOrMany, recordList } from '../../list';

export const userList = recordList({
  resource: 'users',
  sortable: {
    name: 'name',
    lastName: 'last_name',
    email: 'email',
    role: 'role',
    language: 'language',
    team: 'team',
    active: 'active',
  },
  sortsAsWords: ['name', 'lastName'],
  defaultSort: ['name', 'ASC'],
  search: ['name', 'last_name', 'email'],
  searchIgnoringAccents: ['name', 'last_name'],
  filters: {
    role: { column: 'role', schema: oneOrMany(roleSchema) },
    team: { column: 'team', schema: oneOrMany(teamSchema) },
    active: { column: 'active', schema: z.boolean() },
    clientId: { column: 'client_id', schema: oneOrMany(z.uuid()) },
    customsBrokerId: { column: 'customs_broker_id', schema: oneOrMany(z.uuid()) },
  },
});
