import type { RoleKey } from '@claims/domain';
import { customsBrokersInSight, representedClientsInSight } from './customs-brokers';
import { signedInAs } from './testing';

describe('which brokers a caller sees, and which of their clients (customs brokers reach)', () => {
  // A client user sees the brokers that represent its company and, of their clients, its own only.
  const ROLES: [
    RoleKey,
    ReturnType<typeof customsBrokersInSight>,
    ReturnType<typeof representedClientsInSight>,
  ][] = [
    ['MASTER', { kind: 'ALL' }, 'ALL'],
    ['CLAIMS', { kind: 'ALL' }, 'ALL'],
    ['CUSTOMER_SERVICE', { kind: 'ALL' }, 'ALL'],
    ['CLIENT_MASTER', { kind: 'REPRESENTING', clientId: 'client-alfa' }, ['client-alfa']],
    ['CLIENT_OPERATOR', { kind: 'REPRESENTING', clientId: 'client-alfa' }, ['client-alfa']],
    ['CUSTOMS_BROKER_MASTER', { kind: 'OWN', customsBrokerId: 'broker-1' }, 'ALL'],
    ['CUSTOMS_BROKER_OPERATOR', { kind: 'OWN', customsBrokerId: 'broker-1' }, 'ALL'],
    ['INSPECTOR', { kind: 'REPRESENTING', clientId: null }, []],
  ];
  it.each(ROLES)('%s: brokers %j, their clients %j', (role, brokers, clients) => {
    const user = signedInAs(role);
    expect(customsBrokersInSight(user)).toEqual(brokers);
    expect(representedClientsInSight(user)).toEqual(clients);
  });

  it('shows a user bound to no company no broker, and none of its clients', () => {
    const unbound = { ...signedInAs('CLIENT_OPERATOR'), clientId: null };
    expect(customsBrokersInSight(unbound)).toEqual({ kind: 'REPRESENTING', clientId: null });
    expect(representedClientsInSight(unbound)).toEqual([]);
  });
});
