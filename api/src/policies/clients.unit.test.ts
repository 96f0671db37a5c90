import { clientPolicy, representativesOf } from './clients';
import { signedInAs } from './testing';

describe('who represents a client the user registers', () => {
  it("makes a broker master's new client its own broker's, whatever the form sends", () => {
    const master = signedInAs('CUSTOMS_BROKER_MASTER');
    expect(representativesOf(master, {})).toEqual(['broker-1']);
    expect(representativesOf(master, { customsBrokerIds: ['broker-2'] })).toEqual(['broker-1']);
  });

  it('leaves it to the brokers staff name, and to none when they name none', () => {
    for (const role of ['MASTER', 'CLAIMS'] as const) {
      expect(representativesOf(signedInAs(role), { customsBrokerIds: ['broker-2'] })).toEqual(['broker-2']);
      expect(representativesOf(signedInAs(role), {})).toEqual([]);
    }
  });

  it('gives a broker master bound to no broker none of its own', () => {
    const unbound = { ...signedInAs('CUSTOMS_BROKER_MASTER'), customsBrokerId: null };
    expect(representativesOf(unbound, {})).toEqual([]);
  });
});

describe('who registers, edits and deletes clients (clientPolicy)', () => {
  // role, writes a client naming no representative, names who represents it, deletes it
  it.each([
    ['MASTER', true, true, true],
    ['CLAIMS', true, true, true],
    ['CUSTOMER_SERVICE', false, false, false],
    ['CLIENT_MASTER', false, false, false],
    ['CLIENT_OPERATOR', false, false, false],
    ['CUSTOMS_BROKER_MASTER', true, false, false],
    ['CUSTOMS_BROKER_OPERATOR', false, false, false],
    ['INSPECTOR', false, false, false],
  ] as const)('%s: writes %s, names representatives %s, deletes %s', (role, writes, represents, deletes) => {
    const user = signedInAs(role);
    expect({
      writes: clientPolicy.can(user, 'write', {}),
      represents: clientPolicy.can(user, 'write', { customsBrokerIds: ['broker-2'] }),
      deletes: clientPolicy.can(user, 'delete', {}),
    }).toEqual({ writes, represents, deletes });
  });

  it('tells a broker master why representation and removal are closed to it', () => {
    const master = signedInAs('CUSTOMS_BROKER_MASTER');
    expect(clientPolicy.refusal(master, 'write', { customsBrokerIds: [] })).toBe(
      'CLIENT_REPRESENTATION_STAFF_ONLY',
    );
    expect(clientPolicy.refusal(master, 'delete', {})).toBe('CLIENT_REMOVAL_STAFF_ONLY');
    expect(clientPolicy.refusal(signedInAs('CUSTOMER_SERVICE'), 'delete', {})).toBe('FORBIDDEN');
  });
});
