import { codeEntries, indexCodes } from './code-entry';
import rows from './protest-damage-types.json';

/** What the customer found on a container when filing a letter of protest (SPEC §9, 11 types). */
export const PROTEST_DAMAGE_TYPES = codeEntries(rows);

export type ProtestDamageType = (typeof PROTEST_DAMAGE_TYPES)[number];
export type ProtestDamageTypeKey = ProtestDamageType['key'];

export const {
  keys: PROTEST_DAMAGE_TYPE_KEYS,
  byCode: protestDamageTypeByCode,
  byKey: protestDamageTypeByKey,
  isKey: isProtestDamageTypeKey,
} = indexCodes('protestDamageTypes', PROTEST_DAMAGE_TYPES);
