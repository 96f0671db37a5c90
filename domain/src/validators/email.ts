import { accepts, invalid, valid, validatedString, type Validation } from './validation';

// Pragmatic, not RFC 5322: what mail providers actually accept and people actually type.
// Quoted local parts and IP-literal domains are valid in theory and never seen on a claim form.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** Trimmed and lower-cased, so the same mailbox typed twice is recognized as a duplicate. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function validateEmail(value: string): Validation {
  const email = normalizeEmail(value);
  if (email === '') return invalid('validation.required', { name: 'e-mail' });
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  const ok =
    at > 0 &&
    email.length <= 254 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    /^[a-z]{2,63}$|^xn--[a-z0-9-]+$/.test(tld);
  return ok ? valid(email) : invalid('validation.invalidEmail');
}

export const isValidEmail = accepts(validateEmail);

export const emailSchema = validatedString(validateEmail);
