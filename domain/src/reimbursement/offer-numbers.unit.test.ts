import { offerNumbers } from './offer-numbers';

describe('the numbers of an agreement thread', () => {
  it('counts proposals and counteroffers each on its own, in the order of the thread', () => {
    const thread = ['PROPOSAL', 'COUNTEROFFER', 'PROPOSAL', 'COUNTEROFFER', 'PROPOSAL'].map((kind) => ({
      kind,
    }));
    expect(offerNumbers(thread)).toEqual([1, 1, 2, 2, 3]);
  });

  it('numbers nothing in an empty thread', () => {
    expect(offerNumbers([])).toEqual([]);
  });
});
