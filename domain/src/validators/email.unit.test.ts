import { emailSchema, isValidEmail, validateEmail } from './email';

describe('e-mail', () => {
  it.each([
    ['sinistros@transportadora.com.br'],
    ['Claims.Team+bue@example.com.ar'],
    ['o_reilly@shipper.co.uk'],
    ['user@xn--caf-dma.com'],
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
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
  ])('rejects %s', (email) => {
    expect(validateEmail(email)).toEqual({ ok: false, error: 'validation.invalidEmail' });
  });

  it('is trimmed and lower-cased so duplicates are recognized', () => {
    expect(emailSchema.parse('  Sinistros@Example.COM ')).toBe('sinistros@example.com');
  });
});
