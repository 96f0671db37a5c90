import { can, inSidebar, isStaff, type Permission, type RoleKey } from '@claims/domain';

/**
 * What react-admin's `canAccess` asks (an action on a resource), answered from the one
 * permission matrix in domain (ARCHITECTURE §5). Hiding is a courtesy: the api enforces all of it.
 *
 * Actions: react-admin's own (list, show, create, edit, delete, export) and the console's
 * `act` (case commands), `comment` (case messages), `history` (workflow history) and `approve`
 * (a proposal above its analyst's authority).
 */
type Rule = {
  read: Permission;
  write?: Permission;
  act?: Permission;
  comment?: Permission;
  history?: Permission;
  approve?: Permission;
};

const CASES: Rule = {
  read: 'cases.read',
  act: 'cases.staffActions',
  comment: 'cases.comment',
  history: 'cases.history',
};

export const RESOURCE_RULES: Readonly<Record<string, Rule>> = {
  reimbursements: { ...CASES, approve: 'proposals.approve' },
  'protest-letters': CASES,
  inspections: CASES,
  'workflow-history': { read: 'cases.history' },
  users: { read: 'users.read', write: 'users.write' },
  clients: { read: 'clients.read', write: 'clients.write' },
  'customs-brokers': { read: 'customsBrokers.read', write: 'customsBrokers.write' },
  ports: { read: 'referenceData.read', write: 'referenceData.write' },
  vessels: { read: 'referenceData.read', write: 'referenceData.write' },
  'sinister-causes': { read: 'referenceData.read', write: 'referenceData.write' },
  'document-types': { read: 'referenceData.read', write: 'referenceData.write' },
  reports: { read: 'reports.read', write: 'reports.read' },
  dashboard: { read: 'dashboard.read' },
  settings: { read: 'settings.write', write: 'settings.write' },
  'audit-log': { read: 'audit.read' },
  audit: { read: 'audit.read' },
  'email-log': { read: 'audit.read' },
  queues: { read: 'queues.admin' },
};

const READS = new Set(['list', 'show', 'export', 'read']);
/**
 * The screens of a resource. SPEC §6 keeps some out of a role's sidebar although the role reads
 * their records (customer service names a case's client): those screens stay closed to it when
 * typed into the address bar too, while `read` (the data provider's lookups) stays open.
 */
const SCREENS = new Set(['list', 'show', 'export']);
const WRITES = new Set(['create', 'edit', 'delete', 'write', 'clone']);

export function canAccess(role: RoleKey | undefined, resource: string, action: string): boolean {
  if (!role || !isStaff(role)) return false;
  const rule = RESOURCE_RULES[resource];
  // A screen the table does not know yet: staff may look, those who may act on cases may change it.
  if (!rule) return READS.has(action) || can(role, 'cases.staffActions');
  if (READS.has(action)) return can(role, rule.read) && (!SCREENS.has(action) || inSidebar(role, resource));
  const permission = WRITES.has(action)
    ? rule.write
    : rule[action as 'act' | 'comment' | 'history' | 'approve'];
  return permission !== undefined && can(role, permission);
}
