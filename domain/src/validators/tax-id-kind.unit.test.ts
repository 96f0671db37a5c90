import { taxIdKindOf } from './tax-id';

describe('what a company tax id is called', () => {
  it.each([
    ['BR', 'CNPJ'],
    ['AR', 'CUIT'],
    ['PY', 'RUC'],
    ['UY', 'RUT'],
    [' ar ', 'CUIT'],
  ])('in %s: %s', (country, kind) => {
    expect(taxIdKindOf(country)).toBe(kind);
  });

  it.each([['CL'], [''], [null], [undefined]])('has no name for %p', (country) => {
    expect(taxIdKindOf(country)).toBeUndefined();
  });
});
