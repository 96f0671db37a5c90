import type { UserRecord } from '@claims/contract';
import { userPolicy, usersInSight } from './users';
import { signedInAs } from './testing';

/** An account as the users resource reads it: an operator of Alfa unless told otherwise. */
const account = (over: Partial<UserRecord> = {}): UserRecord => ({
  name: 'Lucía',
  lastName: 'Pérez',
  email: 'lucia@alfa.example.com',
  role: 'CLIENT_OPERATOR',
  language: 'es',
  clientId: 'client-alfa',
  customsBrokerId: null,
  team: null,
  authorityLimit: null,
  authorityCurrency: null,
  active: true,
  ...over,
});

describe('who may hand out which role and manage which account (users resource)', () => {
  it('lets a client master invite only its own company’s operators, with no staff powers', () => {
    const master = signedInAs('CLIENT_MASTER');
    expect(userPolicy.can(master, 'giveRole', { role: 'CLIENT_OPERATOR' })).toBe(true);
    expect(userPolicy.can(master, 'giveRole', { role: 'CLIENT_MASTER' })).toBe(false);
    expect(userPolicy.can(master, 'create', { next: account() })).toBe(true);
    expect(userPolicy.can(master, 'create', { next: account({ clientId: 'client-beta' }) })).toBe(false);
    expect(userPolicy.can(master, 'create', { next: account({ authorityLimit: '1.00' }) })).toBe(false);
  });

  it('lets CLAIMS register customers but never staff, and a MASTER anyone', () => {
    expect(userPolicy.can(signedInAs('CLAIMS'), 'giveRole', { role: 'CLAIMS' })).toBe(false);
    expect(userPolicy.can(signedInAs('CLAIMS'), 'giveRole', { role: 'INSPECTOR' })).toBe(true);
    expect(userPolicy.can(signedInAs('MASTER'), 'giveRole', { role: 'MASTER' })).toBe(true);
  });

  it('lets nobody change their own role or active flag, nor staff raise their own authority', () => {
    const claims = signedInAs('CLAIMS');
    const self = {
      ...account({ role: 'CLAIMS', clientId: null, team: 'CLI_SAO', authorityLimit: '50000.00' }),
      id: claims.id,
    };
    expect(userPolicy.can(claims, 'update', { existing: self, next: { ...self, name: 'Inés' } })).toBe(true);
    expect(userPolicy.can(claims, 'update', { existing: self, next: { ...self, active: false } })).toBe(
      false,
    );
    expect(
      userPolicy.can(claims, 'update', { existing: self, next: { ...self, authorityLimit: '90000.00' } }),
    ).toBe(false);
    expect(userPolicy.can(claims, 'delete', { existing: self })).toBe(false);
  });

  it('says why it refuses a company master, so its screen can tell the person', () => {
    const master = signedInAs('CLIENT_MASTER');
    const otherMaster = { ...account({ role: 'CLIENT_MASTER' }), id: 'user-other-master' };
    const operator = { ...account(), id: 'user-operator' };
    const self = { ...account({ role: 'CLIENT_MASTER' }), id: master.id };
    expect(userPolicy.refusal(master, 'giveRole', { role: 'CLIENT_MASTER' })).toBe('OPERATORS_ONLY');
    expect(userPolicy.refusal(master, 'update', { existing: otherMaster })).toBe('USER_NOT_MANAGEABLE');
    expect(userPolicy.refusal(master, 'update', { existing: self, next: { ...self, name: 'Ana' } })).toBe(
      'OWN_ACCOUNT',
    );
    expect(userPolicy.refusal(master, 'update', { existing: operator })).toBeNull();
    expect(userPolicy.refusal(signedInAs('CLAIMS'), 'giveRole', { role: 'MASTER' })).toBe(
      'STAFF_ACCOUNTS_MASTER_ONLY',
    );
    // An operator has no business here at all: the bare 403.
    expect(userPolicy.refusal(signedInAs('CLIENT_OPERATOR'), 'update', { existing: operator })).toBe(
      'FORBIDDEN',
    );
  });

  it('offers "resend invitation" only while the invitation is open and the account active', () => {
    const master = signedInAs('CLIENT_MASTER');
    const operator = { ...account(), id: 'user-operator' };
    const resend = (existing: typeof operator, invitationPending: boolean) =>
      userPolicy.refusal(master, 'resendInvitation', { existing, invitationPending });
    expect(resend(operator, true)).toBeNull();
    expect(resend(operator, false)).toBe('INVITATION_NOT_PENDING');
    expect(resend({ ...operator, active: false }, true)).toBe('USER_INACTIVE');
    expect(resend({ ...operator, role: 'CLIENT_MASTER' }, true)).toBe('USER_NOT_MANAGEABLE');
  });
});

describe('which accounts a caller sees at all (usersInSight)', () => {
  it('shows staff who manage accounts every one', () => {
    expect(usersInSight(signedInAs('MASTER'))).toEqual({ kind: 'ALL' });
    expect(usersInSight(signedInAs('CLAIMS'))).toEqual({ kind: 'ALL' });
  });

  it('shows a company master the accounts of its own company only', () => {
    expect(usersInSight(signedInAs('CLIENT_MASTER'))).toEqual({ kind: 'CLIENT', clientId: 'client-alfa' });
    expect(usersInSight(signedInAs('CUSTOMS_BROKER_MASTER'))).toEqual({
      kind: 'CUSTOMS_BROKER',
      customsBrokerId: 'broker-1',
    });
  });

  it('shows customer service, operators and inspectors no account', () => {
    for (const role of [
      'CUSTOMER_SERVICE',
      'CLIENT_OPERATOR',
      'CUSTOMS_BROKER_OPERATOR',
      'INSPECTOR',
    ] as const)
      expect([role, usersInSight(signedInAs(role))]).toEqual([role, { kind: 'NONE' }]);
  });
});
