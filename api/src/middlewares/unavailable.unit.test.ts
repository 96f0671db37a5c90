import { DBError } from 'objection';
import { isServiceUnavailable } from './unavailable';

// As objection's queries throw it (its typings leave the constructor's argument out).
const Wrapped = DBError as unknown as new (args: object) => Error;

describe('a service the api needs is unavailable', () => {
  it.each([
    [
      'a terminated backend',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a database refusing connections',
      new Error('database "claims" is not currently accepting connections'),
    ],
    [
      'PostgreSQL down',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'an exhausted pool',
      Object.assign(new Error('Timeout acquiring a connection'), { name: 'KnexTimeoutError' }),
    ],
    [
      'Temporal unreachable',
      new Error('update failed', { cause: Object.assign(new Error('UNAVAILABLE'), { code: 14 }) }),
    ],
  ])('%s', (_name, err) => {
    expect(isServiceUnavailable(err)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['a constraint violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    [
      'a constraint violation under a model’s query',
      new Wrapped({ nativeError: Object.assign(new Error('duplicate key'), { code: '23505' }) }),
    ],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
  ])('but not %s', (_name, err) => {
    expect(isServiceUnavailable(err)).toBe(false);
  });
});
