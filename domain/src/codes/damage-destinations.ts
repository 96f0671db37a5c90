import { indexCodes, localized as text, type CodeEntry } from './code-entry';

/** What became of damaged goods; salvage sold or for sale reduces the amount claimed. */
export const DAMAGE_DESTINATIONS = [
  { code: 1, key: 'DISCARDED', labels: text('Descartado', 'Discarded', 'Descartado') },
  {
    code: 2,
    key: 'SOLD_AS_SALVAGE',
    labels: text('Vendido como salvado', 'Sold as salvage', 'Vendido como salvamento'),
  },
  {
    code: 3,
    key: 'SALVAGE_AVAILABLE_FOR_SALE',
    labels: text(
      'Salvado disponível para venda',
      'Salvage available for sale',
      'Salvamento disponible para la venta',
    ),
  },
  { code: 4, key: 'REUSED', labels: text('Reaproveitado', 'Reused', 'Reutilizado') },
] as const satisfies readonly CodeEntry[];

export type DamageDestination = (typeof DAMAGE_DESTINATIONS)[number];
export type DamageDestinationKey = DamageDestination['key'];

export const {
  keys: DAMAGE_DESTINATION_KEYS,
  byCode: damageDestinationByCode,
  byKey: damageDestinationByKey,
  isKey: isDamageDestinationKey,
} = indexCodes('damageDestinations', DAMAGE_DESTINATIONS);
