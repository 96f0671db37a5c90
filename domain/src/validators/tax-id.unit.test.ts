import {
  displayTaxId,
  formatTaxId,
  namedTaxId,
  taxIdSchema,
  taxIdWithCountrySchema,
  validateTaxId,
} from './tax-id';
import { itStoresEachCase } from '../testing/case-files';
import cases from './tax-id.cases.json';

describe('validateTaxId', () => {
  itStoresEachCase('chooses the rules of $country', validateTaxId, cases.stored);

  it('does not accept one country’s id under another', () => {
    expect(validateTaxId('AR', '33.000.167/0001-01')).toEqual({ ok: false, error: 'validation.invalidCuit' });
    expect(validateTaxId('BR', '33-69345023-9')).toEqual({ ok: false, error: 'validation.invalidCnpj' });
  });

  it('rejects countries without an office', () => {
    expect(validateTaxId('CL', '76.086.428-5')).toEqual({
      ok: false,
      error: 'validation.unsupportedCountry',
      params: { country: 'CL' },
    });
  });

  it('formats by country', () => {
    expect(formatTaxId('BR', '33000167000101')).toBe('33.000.167/0001-01');
    expect(formatTaxId('UY', '211003420017')).toBe('21-100342-001-7');
  });

  it('schemas normalize and put the issue on the tax id', () => {
    expect(taxIdSchema('PY').parse('80028061-0')).toBe('800280610');
    expect(taxIdWithCountrySchema.parse({ country: 'AR', taxId: '33-69345023-9' })).toEqual({
      country: 'AR',
      taxId: '33693450239',
    });
    const result = taxIdWithCountrySchema.safeParse({ country: 'UY', taxId: '210303670014' });
    expect(result.error?.issues).toMatchObject([{ path: ['taxId'], message: 'validation.invalidRut' }]);
  });
});

describe('a stored tax id on screen', () => {
  it('reads as its country writes it, and as stored elsewhere', () => {
    expect(displayTaxId('BR', '43219876000136')).toBe('43.219.876/0001-36');
    expect(displayTaxId('br', '43219876000136')).toBe('43.219.876/0001-36');
    expect(displayTaxId('US', '12-3456789')).toBe('12-3456789');
    expect(displayTaxId('BR', null)).toBe('');
  });
});

describe('a tax id on a line of its own', () => {
  it('names its kind before the number as its country writes it', () => {
    expect(namedTaxId('BR', '11222333000181')).toBe('CNPJ 11.222.333/0001-81');
    expect(namedTaxId('AR', '30712345671')).toBe('CUIT 30-71234567-1');
    expect(namedTaxId('US', '12-3456789')).toBe('12-3456789');
    expect(namedTaxId('BR', '')).toBe('');
  });
});
