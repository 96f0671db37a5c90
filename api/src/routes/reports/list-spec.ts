import { z } from 'zod';
import { REPORT_STATUSES, REPORT_TYPES } from '@claims/domain';
import type { ListSpec } from '../../list';

export const reportList: ListSpec = {
  resource: 'reports',
  sortable: { createdAt: 'created_at', type: 'type', status: 'status', id: 'id' },
  defaultSort: ['createdAt', 'DESC'],
  search: [],
  filters: {
    type: { column: 'type', schema: z.enum(REPORT_TYPES) },
    status: { column: 'status', schema: z.enum(REPORT_STATUSES) },
  },
  id: { column: 'id', schema: z.uuid() },
};
