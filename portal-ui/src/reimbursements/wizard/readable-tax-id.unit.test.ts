import { readableTaxId } from './readable-tax-id';

describe('a tax id shown back as people write it', () => {
  it('writes a valid CNPJ typed as bare digits with its punctuation', () => {
    expect(readableTaxId('BR', '11222333000181')).toBe('11.222.333/0001-81');
  });

  it('writes a valid CUIT the Argentine way', () => {
    expect(readableTaxId('AR', '20123456786')).toBe('20-12345678-6');
  });

  it('leaves an invalid or empty id as typed, so it can be mended', () => {
    expect(readableTaxId('BR', '1122233300018')).toBe('1122233300018');
    expect(readableTaxId('BR', '')).toBe('');
  });
});
