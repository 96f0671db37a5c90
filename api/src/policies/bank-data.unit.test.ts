import { bankDataPolicy } from './bank-data';
import { signedInAs } from './testing';

describe("who sees a request's bank data", () => {
  it.each([
    ['MASTER', true],
    ['CLAIMS', true],
    ['CUSTOMER_SERVICE', false],
    ['CLIENT_MASTER', true],
    ['CLIENT_OPERATOR', true],
    ['CUSTOMS_BROKER_MASTER', true],
    ['CUSTOMS_BROKER_OPERATOR', true],
    ['INSPECTOR', false],
  ] as const)('%s: %s', (role, sees) => {
    expect(bankDataPolicy.can(signedInAs(role), 'read', { id: 'r1' })).toBe(sees);
  });
});
