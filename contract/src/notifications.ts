import { z } from 'zod';

/** One in-app notification, as `GET /api/notifications` lists it and the stream pushes it. */
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

/** GET /api/notifications/unread-count */
export const unreadCountSchema = z.strictObject({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
/** POST /api/notifications/read-all: how many were marked read. */
export const readAllSchema = z.strictObject({ updated: z.number().int() });
export type ReadAll = z.infer<typeof readAllSchema>;
