import type { MessageKey } from '@claims/domain/i18n/translate';

export interface MenuLink {
  label: MessageKey;
  to: string;
  roles?: readonly string[];
}

export interface MenuGroup {
  label: MessageKey;
  roles: readonly string[];
  links: MenuLink[];
}

const ALL = [
  'MASTER',
  'CLAIMS',
  'CLIENT_MASTER',
  'CLIENT_OPERATOR',
  'CUSTOMS_BROKER_MASTER',
  'CUSTOMS_BROKER_OPERATOR',
  'INSPECTOR',
  'CUSTOMER_SERVICE',
];
const FILERS = ['CLIENT_MASTER', 'CLIENT_OPERATOR', 'CUSTOMS_BROKER_MASTER', 'CUSTOMS_BROKER_OPERATOR'];

/**
 * The sidebar of SPEC §2 with the visibility rules of SPEC §6, for the portal's roles (staff
 * use the console). Users: MASTER, CLIENT_MASTER, CLAIMS; Custom broker: MASTER, CLAIMS,
 * CLIENT_MASTER; Clients: MASTER, CLAIMS, CUSTOMS_BROKER_MASTER; Processes: all eight.
 * Filing is for the client side; an inspector reaches no reimbursement.
 */
export const MENU: MenuGroup[] = [
  {
    label: 'portal.menu.processes',
    roles: ALL,
    links: [
      { label: 'portal.menu.protestLetters', to: '/processes/list' },
      {
        label: 'portal.menu.reimbursements',
        to: '/request-reimbursement/list',
        roles: ALL.filter((r) => r !== 'INSPECTOR'),
      },
      { label: 'portal.menu.newReimbursement', to: '/request-reimbursement/create', roles: FILERS },
      { label: 'portal.menu.newProtest', to: '/protest/create', roles: FILERS },
      { label: 'portal.menu.drafts', to: '/processes/draft', roles: FILERS },
    ],
  },
  {
    label: 'portal.menu.users',
    // The issue (#16) gives a customs broker master its own operators too, as the api does.
    roles: ['MASTER', 'CLIENT_MASTER', 'CLAIMS', 'CUSTOMS_BROKER_MASTER'],
    links: [
      { label: 'portal.menu.list', to: '/users/users-list' },
      { label: 'portal.admin.register', to: '/users/new' },
    ],
  },
  {
    label: 'portal.menu.customsBrokers',
    roles: ['MASTER', 'CLAIMS', 'CLIENT_MASTER'],
    links: [{ label: 'portal.menu.list', to: '/custom-broker/list' }],
  },
  {
    label: 'portal.menu.clients',
    roles: ['MASTER', 'CLAIMS', 'CUSTOMS_BROKER_MASTER'],
    links: [
      { label: 'portal.menu.list', to: '/clients/list' },
      // SPEC §6: the client register link is for the customs broker master only.
      { label: 'portal.admin.register', to: '/clients/new', roles: ['CUSTOMS_BROKER_MASTER'] },
    ],
  },
  {
    label: 'portal.menu.manual',
    roles: ALL,
    links: [
      { label: 'portal.menu.termsOfUse', to: '/pages/manual' },
      { label: 'portal.privacy.title', to: '/pages/privacy' },
    ],
  },
];

/** The groups and links a role sees. */
export function menuFor(role: string): MenuGroup[] {
  return MENU.filter((group) => group.roles.includes(role))
    .map((group) => ({
      ...group,
      links: group.links.filter((link) => !link.roles || link.roles.includes(role)),
    }))
    .filter((group) => group.links.length > 0);
}

/** The groups holding the current path: they open on each route change, the others close. */
export function activeGroups(groups: MenuGroup[], pathname: string): Set<string> {
  const top = (path: string) => path.split('/')[1];
  return new Set(
    groups
      .filter((g) => g.links.some((l) => top(l.to) === top(pathname) || pathname.startsWith(l.to)))
      .map((g) => g.label),
  );
}
