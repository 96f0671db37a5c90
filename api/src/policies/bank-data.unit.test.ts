import { bankDataPolicy } from './bank-data';
import { everyRoleTakingPart, signedInAs } from './testing';

// The inspector takes no part in a request: the bank data is the client's and the claims team's.
describe("who sees a request's bank data", () => {
  it.each(everyRoleTakingPart(false))('%s: %s', (role, sees) => {
    expect(bankDataPolicy.can(signedInAs(role), 'read', { id: 'r1' })).toBe(sees);
  });
});
