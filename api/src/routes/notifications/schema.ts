import { z } from 'zod';
import type { ListSpec } from '../../list';

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string().describe("In the request's language"),
  titleKey: z.string(),
  params: z.record(z.string(), z.unknown()),
  link: z.string().nullable().describe('A portal path'),
  read: z.boolean(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type NotificationResponse = z.infer<typeof notificationSchema>;

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
