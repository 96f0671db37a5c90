import { ROLE_KEYS } from '@claims/domain';
import { hasTeam, proposes, userPayload } from './user-roles';

describe('userPayload', () => {
  it('drops the company and team a role does not have', () => {
    expect(
      userPayload({
        role: 'CLAIMS',
        clientId: 'c-1',
        customsBrokerId: 'b-1',
        team: 'BUE',
        authorityLimit: null,
      }),
    ).toMatchObject({ clientId: null, customsBrokerId: null, team: 'BUE', authorityCurrency: null });
    expect(userPayload({ role: 'CLIENT_OPERATOR', clientId: 'c-1', team: 'BUE' })).toMatchObject({
      clientId: 'c-1',
      customsBrokerId: null,
      team: null,
    });
    expect(userPayload({ role: 'CUSTOMS_BROKER_MASTER', customsBrokerId: 'b-1' })).toMatchObject({
      clientId: null,
      customsBrokerId: 'b-1',
    });
  });

  it('gives an authority limit its currency, BRL unless chosen', () => {
    expect(userPayload({ role: 'CLAIMS', authorityLimit: '5000.00' }).authorityCurrency).toBe('BRL');
    expect(
      userPayload({ role: 'CLAIMS', authorityLimit: '5000.00', authorityCurrency: 'USD' }).authorityCurrency,
    ).toBe('USD');
  });

  it('drops an authority limit from a role that proposes nothing (a client turned from an analyst)', () => {
    expect(
      userPayload({
        role: 'CLIENT_MASTER',
        clientId: 'c-1',
        authorityLimit: '5000.00',
        authorityCurrency: 'USD',
      }),
    ).toMatchObject({ authorityLimit: null, authorityCurrency: null });
    expect(userPayload({ role: 'MASTER', authorityLimit: '90000.00' })).toMatchObject({
      authorityLimit: '90000.00',
      authorityCurrency: 'BRL',
    });
  });
});

describe('what an account of each role carries besides its company', () => {
  // role, proposes agreements (so may have an authority limit), works in a claims team
  const ROLES = [
    ['MASTER', true, false],
    ['CLAIMS', true, true],
    ['CUSTOMER_SERVICE', false, false],
    ['CLIENT_MASTER', false, false],
    ['CLIENT_OPERATOR', false, false],
    ['CUSTOMS_BROKER_MASTER', false, false],
    ['CUSTOMS_BROKER_OPERATOR', false, false],
    ['INSPECTOR', false, false],
  ] as const;

  it('covers every role', () => {
    expect(ROLES.map(([role]) => role).sort()).toEqual([...ROLE_KEYS].sort());
  });

  it.each(ROLES)('%s: proposes %s, has a team %s', (role, proposer, team) => {
    expect({ proposes: proposes(role), hasTeam: hasTeam(role) }).toEqual({
      proposes: proposer,
      hasTeam: team,
    });
  });

  it('gives a form with no role yet neither', () => {
    expect(proposes(undefined)).toBe(false);
    expect(hasTeam(undefined)).toBe(false);
  });
});
