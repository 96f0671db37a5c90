import { searchTerms } from './list-response';

describe('searchTerms: a number searched as it is printed', () => {
  it.each([
    ['43.219.876/0001-36', ['43.219.876/0001-36', '43219876000136']],
    ['MSCU 123456-6', ['MSCU 123456-6', 'MSCU1234566']],
    ['43.219', ['43.219', '43219']],
  ])('searches %s also without its separators', (typed, terms) => {
    expect(searchTerms(typed)).toEqual(terms);
  });

  it.each(['RR-2026-000002', 'José Núñez', 'Comércio Ltda.', 'MSCU1234566'])(
    'searches %s once, as typed',
    (typed) => {
      expect(searchTerms(typed)).toEqual([typed]);
    },
  );
});
