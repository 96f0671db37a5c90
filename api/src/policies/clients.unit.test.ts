import { representativesOf } from './clients';
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
