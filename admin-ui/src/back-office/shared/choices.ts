import { OFFICES, type CodeFamily } from '@claims/domain';

/** Choices for a SelectInput from a domain code family; react-admin translates the label keys. */
export const codeChoices = (family: CodeFamily, keys: readonly string[]) =>
  keys.map((key) => ({ id: key, name: `codes.${family}.${key}` }));

/** The countries the operator serves are its offices' (clients and brokers are in one of them). */
export const countryChoices = OFFICES.map((o) => ({ id: o.countryIso2, name: `codes.offices.${o.key}` }));
