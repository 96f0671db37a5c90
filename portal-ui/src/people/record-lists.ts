import type { MessageKey } from '@claims/domain/i18n/translate';

/** An administration list a record form returns to, and the words that go with it. */
export interface RecordList {
  path: string;
  /** The list's menu entry, which names the way back to it. */
  menu: MessageKey;
  /** What a form says when the api found no such record for the caller. */
  notFound: MessageKey;
}

export const CLIENT_LIST: RecordList = {
  path: '/clients/list',
  menu: 'portal.menu.clients',
  notFound: 'portal.admin.clients.notFound',
};

export const USER_LIST: RecordList = {
  path: '/users/users-list',
  menu: 'portal.menu.users',
  notFound: 'portal.admin.users.notFound',
};
