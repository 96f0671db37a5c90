import { indexCodes, type CodeEntry } from './code-entry';

/** What became of damaged goods; salvage sold or for sale reduces the amount claimed. */
export const DAMAGE_DESTINATIONS = [
  { code: 1, key: 'DISCARDED', labels: { 'pt-BR': 'Descartado', en: 'Discarded', es: 'Descartado' } },
  {
    code: 2,
    key: 'SOLD_AS_SALVAGE',
    labels: { 'pt-BR': 'Vendido como salvado', en: 'Sold as salvage', es: 'Vendido como salvamento' },
  },
  {
    code: 3,
    key: 'SALVAGE_AVAILABLE_FOR_SALE',
    labels: {
      'pt-BR': 'Salvado disponível para venda',
      en: 'Salvage available for sale',
      es: 'Salvamento disponible para la venta',
    },
  },
  { code: 4, key: 'REUSED', labels: { 'pt-BR': 'Reaproveitado', en: 'Reused', es: 'Reutilizado' } },
] as const satisfies readonly CodeEntry[];

export type DamageDestination = (typeof DAMAGE_DESTINATIONS)[number];
export type DamageDestinationKey = DamageDestination['key'];

export const {
  keys: DAMAGE_DESTINATION_KEYS,
  byCode: damageDestinationByCode,
  byKey: damageDestinationByKey,
  isKey: isDamageDestinationKey,
} = indexCodes('damageDestinations', DAMAGE_DESTINATIONS);
