import { z } from 'zod';
import type { ListSpec } from '../../list';

export const notificationList: ListSpec = {
  resource: 'notifications',
  sortable: { createdAt: 'created_at', id: 'id' },
  defaultSort: ['createdAt', 'DESC'],
  search: [],
  filters: {
    read: {
      column: 'read',
      schema: z.boolean(),
    },
    kind: { column: 'kind', schema: z.string().max(100) },
  },
  id: { column: 'id', schema: z.uuid() },
};
