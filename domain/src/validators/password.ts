/**
 * The shortest password an account may have. The api enforces it; the portal's and the
 * console's create-password screens say it before the round trip.
 */
export const MIN_PASSWORD_LENGTH = 10;

/**
 * Why a new password is refused, as the message key the three screens and the api show, or null.
 * Beyond the length, a password guessed in a few tries is refused: digits alone ("1234567890",
 * a phone or a date) or a handful of characters repeated ("aaaaaaaaaa", "abababab12"). A long
 * phrase of letters passes: length, not composition, makes it strong.
 */
export function passwordRefusal(
  password: string,
): 'validation.passwordTooShort' | 'validation.passwordTooSimple' | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'validation.passwordTooShort';
  if (/^[\d\s./-]+$/.test(password)) return 'validation.passwordTooSimple';
  if (new Set(password.toLowerCase()).size < 5) return 'validation.passwordTooSimple';
  return null;
}
