import type { RoleKey } from '../codes/roles';

// The two sides of a case; the permission matrix below is written with them.
export const STAFF_ROLES: readonly RoleKey[] = ['MASTER', 'CLAIMS', 'CUSTOMER_SERVICE'];
export const CLIENT_SIDE_ROLES: readonly RoleKey[] = [
  'CLIENT_MASTER',
  'CLIENT_OPERATOR',
  'CUSTOMS_BROKER_MASTER',
  'CUSTOMS_BROKER_OPERATOR',
];

/**
 * Who may do what (ARCHITECTURE §5), function level. The server enforces it on every route; the
 * UIs read it only to decide what to show. Record level (which companies' cases) is `caseReach`.
 */
export const PERMISSIONS = {
  'cases.read': [...STAFF_ROLES, ...CLIENT_SIDE_ROLES, 'INSPECTOR'],
  'cases.create': CLIENT_SIDE_ROLES,
  'cases.comment': [...STAFF_ROLES, ...CLIENT_SIDE_ROLES],
  'cases.clientActions': CLIENT_SIDE_ROLES,
  'cases.staffActions': ['MASTER', 'CLAIMS'],
  'cases.history': ['MASTER', 'CLAIMS'],
  // Reimbursement requests, and what touches money on a letter (the request it is linked to, the
  // amount suggested): an inspector reads a letter for its inspection alone.
  'reimbursements.read': [...STAFF_ROLES, ...CLIENT_SIDE_ROLES],
  // Approving or rejecting what an analyst proposed above their authority (ARCHITECTURE §4), the
  // acceptance of a counteroffer above it too: the reimbursement's MASTER_ONLY_ACTIONS.
  'proposals.approve': ['MASTER'],
  'inspections.record': ['INSPECTOR'],
  'referenceData.read': [...STAFF_ROLES, ...CLIENT_SIDE_ROLES, 'INSPECTOR'],
  'referenceData.write': ['MASTER', 'CLAIMS'],
  'clients.read': [
    'MASTER',
    'CLAIMS',
    'CUSTOMER_SERVICE',
    'CUSTOMS_BROKER_MASTER',
    'CUSTOMS_BROKER_OPERATOR',
    'CLIENT_MASTER',
    'CLIENT_OPERATOR',
  ],
  'clients.write': ['MASTER', 'CLAIMS', 'CUSTOMS_BROKER_MASTER'],
  'customsBrokers.read': [
    'MASTER',
    'CLAIMS',
    'CUSTOMER_SERVICE',
    'CLIENT_MASTER',
    'CUSTOMS_BROKER_MASTER',
    'CUSTOMS_BROKER_OPERATOR',
  ],
  'customsBrokers.write': ['MASTER', 'CLAIMS'],
  'users.read': ['MASTER', 'CLAIMS', 'CLIENT_MASTER', 'CUSTOMS_BROKER_MASTER'],
  'users.write': ['MASTER', 'CLAIMS', 'CLIENT_MASTER', 'CUSTOMS_BROKER_MASTER'],
  'reports.read': ['MASTER', 'CLAIMS'],
  'dashboard.read': ['MASTER', 'CLAIMS', 'CUSTOMER_SERVICE'],
  // The BullMQ board at /admin/queues: its jobs carry payloads of every case and user.
  'queues.admin': ['MASTER'],
  'settings.write': ['MASTER'],
  'audit.read': ['MASTER'],
} as const satisfies Record<string, readonly RoleKey[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: RoleKey, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly RoleKey[]).includes(role);
}

export const isStaff = (role: RoleKey) => STAFF_ROLES.includes(role);
export const isClientSide = (role: RoleKey) => CLIENT_SIDE_ROLES.includes(role);

/**
 * Which cases a user reaches: staff all; client and broker users the companies they act for;
 * an inspector only the letters whose inspection is assigned to them.
 */
export type CaseReach =
  | { kind: 'ALL' }
  | { kind: 'COMPANIES'; clientIds: readonly string[] }
  | { kind: 'INSPECTOR'; inspectorId: string };
