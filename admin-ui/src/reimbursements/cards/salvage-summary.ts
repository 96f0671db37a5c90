import { capitalize } from '@claims/domain/i18n/capitalize';

/** The fields of a damaged line the claims team reads to weigh its salvage. */
const SALVAGE_FIELDS = ['salePrice', 'lossMitigationValue', 'address', 'name', 'phone'] as const;
const MONEY = new Set<string>(['salePrice', 'lossMitigationValue']);

/**
 * A damaged line's salvage in one line ("Preço de venda: R$ 300,00 · Endereço: …"), as the client
 * typed it in the wizard: what the goods sold for, the loss mitigated, where they are and whom
 * to ask. Empty when nothing was told.
 */
export function salvageSummary(
  line: Record<string, unknown> & { currency: string },
  translate: (key: string) => string,
  money: (amount: string, currency: string) => string,
): string {
  const label = (field: string) => capitalize(translate(`fields.${field}`));
  return SALVAGE_FIELDS.filter((field) => typeof line[field] === 'string' && line[field] !== '')
    .map((field) => {
      const value = line[field] as string;
      return `${label(field)}: ${MONEY.has(field) ? money(value, line.currency) : value}`;
    })
    .join(' · ');
}
