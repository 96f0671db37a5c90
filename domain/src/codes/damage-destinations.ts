import { codeEntries, indexCodes } from './code-entry';
import rows from './damage-destinations.json';

/** What became of damaged goods; salvage sold or for sale reduces the amount claimed. */
export const DAMAGE_DESTINATIONS = codeEntries(rows);

export type DamageDestination = (typeof DAMAGE_DESTINATIONS)[number];
export type DamageDestinationKey = DamageDestination['key'];

export const {
  keys: DAMAGE_DESTINATION_KEYS,
  byCode: damageDestinationByCode,
  byKey: damageDestinationByKey,
  isKey: isDamageDestinationKey,
} = indexCodes('damageDestinations', DAMAGE_DESTINATIONS);
