import { itAccepts, itRefusesEach } from '../testing/validation-cases';
import { emailSchema, isValidEmail, validateEmail } from './email';

describe('e-mail', () => {
  itAccepts('accepts %s', isValidEmail, [
    ['sinistros@transportadora.com.br'],
    ['Claims.Team+bue@example.com.ar'],
    ['o_reilly@shipper.co.uk'],
    ['user@xn--caf-dma.com'],
  ]);

  itRefusesEach('rejects %s', validateEmail, { ok: false, error: 'validation.invalidEmail' }, [
    ['plainaddress'],
    ['@example.com'],
    ['user@'],
    ['user@localhost'],
    ['user@example.c'],
    ['user@-example.com'],
    ['user@exa_mple.com'],
    ['us er@example.com'],
    ['user..name@example.com'],
    ['.user@example.com'],
    ['user@example..com'],
    [`${'a'.repeat(65)}@example.com`],
  ]);

  it('is trimmed and lower-cased so duplicates are recognized', () => {
    expect(emailSchema.parse('  Sinistros@Example.COM ')).toBe('sinistros@example.com');
  });
});
