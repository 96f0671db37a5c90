import { indexCodes, localized as text, type CodeEntry } from './code-entry';

/** What the customer found on a container when filing a letter of protest (SPEC §9, 11 types). */
export const PROTEST_DAMAGE_TYPES = [
  {
    code: 1,
    key: 'DENTED_SCRATCHED_RUSTED',
    labels: text('Amassado/riscado/enferrujado', 'Dented/scratched/rusted', 'Abollado/rayado/oxidado'),
  },
  {
    code: 2,
    key: 'TORN_CUT_HOLED',
    labels: text('Rasgado/cortado/furado', 'Torn/cut/holed', 'Rasgado/cortado/perforado'),
  },
  {
    code: 3,
    key: 'CUT_SEAL_RUBBER',
    labels: text('Borracha de vedação cortada', 'Cut door seal rubber', 'Burlete de puerta cortado'),
  },
  {
    code: 4,
    key: 'REEFER_MALFUNCTION',
    labels: text('Mau funcionamento do reefer', 'Reefer malfunction', 'Falla del reefer'),
  },
  {
    code: 5,
    key: 'REEFER_TEMPERATURE_SWING',
    labels: text(
      'Oscilação de temperatura do reefer',
      'Reefer temperature swing',
      'Oscilación de temperatura del reefer',
    ),
  },
  { code: 6, key: 'DELAY', labels: text('Atraso', 'Delay', 'Demora') },
  {
    code: 7,
    key: 'UNLOADED_WITHOUT_OR_BROKEN_SEAL',
    labels: text(
      'Descarregado sem lacre ou com lacre rompido',
      'Unloaded without seal or with broken seal',
      'Descargado sin precinto o con precinto roto',
    ),
  },
  {
    code: 8,
    key: 'SEAL_DIVERGENCE',
    labels: text('Divergência de lacre', 'Seal divergence', 'Divergencia de precinto'),
  },
  {
    code: 9,
    key: 'WEIGHT_DIVERGENCE',
    labels: text('Divergência de peso', 'Weight divergence', 'Divergencia de peso'),
  },
  {
    code: 10,
    key: 'DAMAGED_WET_PACKAGING',
    labels: text('Embalagem avariada/molhada', 'Damaged/wet packaging', 'Embalaje dañado/mojado'),
  },
  {
    code: 11,
    key: 'SIGNS_OF_MISSING_CONTENT',
    labels: text(
      'Indícios de falta de conteúdo',
      'Signs of missing content',
      'Indicios de faltante de contenido',
    ),
  },
] as const satisfies readonly CodeEntry[];

export type ProtestDamageType = (typeof PROTEST_DAMAGE_TYPES)[number];
export type ProtestDamageTypeKey = ProtestDamageType['key'];

export const {
  keys: PROTEST_DAMAGE_TYPE_KEYS,
  byCode: protestDamageTypeByCode,
  byKey: protestDamageTypeByKey,
  isKey: isProtestDamageTypeKey,
} = indexCodes('protestDamageTypes', PROTEST_DAMAGE_TYPES);
