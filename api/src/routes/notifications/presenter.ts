import { localizeNoticeParams, translate, type Locale } from '@claims/domain';
import type { Notification } from '@claims/db';
import type { NotificationResponse } from '@claims/contract';

export function presentNotification(notification: Notification, locale: Locale): NotificationResponse {
  const params = notification.params as Record<string, string | number>;
  return {
    id: notification.id,
    kind: notification.kind,
    title: translate(locale, notification.titleKey, localizeNoticeParams(locale, params)),
    titleKey: notification.titleKey,
    params,
    link: notification.link,
    read: notification.readAt !== null,
    readAt: notification.readAt?.toISOString() ?? null,
    createdAt: notification.createdAt.toISOString(),
  };
}
