import { canWriteClients, readsReimbursements } from './abilities';

// The portal's people: client and broker users, and the inspector (staff work in the console).
const PORTAL_ROLES = [
  'CLIENT_MASTER',
  'CLIENT_OPERATOR',
  'CUSTOMS_BROKER_MASTER',
  'CUSTOMS_BROKER_OPERATOR',
  'INSPECTOR',
] as const;

describe('what the portal offers each role, from the permission table', () => {
  it('lets the customs broker master alone register and edit clients (SPEC §6)', () => {
    for (const role of PORTAL_ROLES)
      expect([role, canWriteClients(role)]).toEqual([role, role === 'CUSTOMS_BROKER_MASTER']);
  });

  it('shows every client and broker user the reimbursement side of a letter, never the inspector', () => {
    for (const role of PORTAL_ROLES)
      expect([role, readsReimbursements(role)]).toEqual([role, role !== 'INSPECTOR']);
  });

  it('offers nothing to someone signed out', () => {
    expect(canWriteClients('')).toBe(false);
    expect(readsReimbursements('')).toBe(false);
  });
});
