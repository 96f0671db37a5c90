import { userPayload } from './user-roles';

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
