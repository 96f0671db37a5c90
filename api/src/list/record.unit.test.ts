import { UniqueViolationError } from 'objection';
import { isUniqueViolation } from './record';

// As objection's queries throw it (its typings leave the constructor's argument out).
const Wrapped = UniqueViolationError as unknown as new (args: object) => Error;

const duplicate = (constraint: string) =>
  Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint });

describe('a unique violation answers as the conflict it is', () => {
  it('is recognized as pg raised it, on its constraint only', () => {
    expect(isUniqueViolation(duplicate('ports_code_unique'))).toBe(true);
    expect(isUniqueViolation(duplicate('ports_code_unique'), 'ports_code_unique')).toBe(true);
    expect(isUniqueViolation(duplicate('ports_code_unique'), 'vessels_code_unique')).toBe(false);
  });

  it('is recognized under a model’s query, which wraps pg’s error', () => {
    const wrapped = new Wrapped({
      nativeError: duplicate('clients_country_tax_id_unique'),
      client: 'postgres',
      table: 'clients',
      columns: ['country', 'tax_id'],
      constraint: 'clients_country_tax_id_unique',
    });
    expect(isUniqueViolation(wrapped, 'clients_country_tax_id_unique')).toBe(true);
    expect(isUniqueViolation(wrapped, 'users_lower_email_unique')).toBe(false);
  });

  it('is not any other error', () => {
    expect(isUniqueViolation(Object.assign(new Error('not null'), { code: '23502' }))).toBe(false);
    expect(isUniqueViolation(new TypeError('x'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
