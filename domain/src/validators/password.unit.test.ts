import { passwordRefusal } from './password';

describe('passwordRefusal', () => {
  it.each(['Cafe123', ''])('refuses %p as too short', (typed) => {
    expect(passwordRefusal(typed)).toBe('validation.passwordTooShort');
  });

  it.each(['1234567890', '23/11/2026 00', '54 11 4567-8900', 'aaaaaaaaaa', 'abababab12', 'AaAaAaAaAa'])(
    'refuses %p as too easy to guess',
    (typed) => {
      expect(passwordRefusal(typed)).toBe('validation.passwordTooSimple');
    },
  );

  it.each(['Claims#2026', 'cafe en grano mojado', 'Núñez-Porto-7', 'Tx9!mQ2#vL'])('accepts %p', (typed) => {
    expect(passwordRefusal(typed)).toBeNull();
  });
});
