import { accepts, validatedString, type Validation } from './validation';

/**
 * The rules of an id with a check digit, one record each id's module exports (CNPJ, CUIT, RUC,
 * RUT, CONTAINER_NUMBER): tax-id.ts picks a tax id's by country, and each id's tests read its
 * case file through it.
 */
export interface IdRules {
  readonly validate: (typed: string) => Validation;
  readonly isValid: (typed: string) => boolean;
  /** The id as stored: punctuation and spaces gone. */
  readonly normalize: (typed: string) => string;
  /** The id as people read it where it is issued. */
  readonly format: (stored: string) => string;
  readonly schema: ReturnType<typeof validatedString>;
}

/** An id's rules, its yes-or-no form and its schema made from its validator as every id's are. */
export function idRules(rules: Pick<IdRules, 'validate' | 'normalize' | 'format'>): IdRules {
  return { ...rules, isValid: accepts(rules.validate), schema: validatedString(rules.validate) };
}
