import { taxIdKindOf } from '@claims/domain/validators/tax-id';

/** A list mixes companies of four countries: each tax id says what it is ("CUIT 30-71234567-1"). */
export const taxIdWithKind = (company: { country: string; taxIdFormatted: string }) =>
  [taxIdKindOf(company.country), company.taxIdFormatted].filter(Boolean).join(' ');
