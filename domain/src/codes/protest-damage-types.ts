import { indexCodes, type CodeEntry } from './code-entry';

/** What the customer found on a container when filing a letter of protest (SPEC §9, 11 types). */
export const PROTEST_DAMAGE_TYPES = [
  {
    code: 1,
    key: 'DENTED_SCRATCHED_RUSTED',
    labels: {
      'pt-BR': 'Amassado/riscado/enferrujado',
      en: 'Dented/scratched/rusted',
      es: 'Abollado/rayado/oxidado',
    },
  },
  {
    code: 2,
    key: 'TORN_CUT_HOLED',
    labels: { 'pt-BR': 'Rasgado/cortado/furado', en: 'Torn/cut/holed', es: 'Rasgado/cortado/perforado' },
  },
  {
    code: 3,
    key: 'CUT_SEAL_RUBBER',
    labels: {
      'pt-BR': 'Borracha de vedação cortada',
      en: 'Cut door seal rubber',
      es: 'Burlete de puerta cortado',
    },
  },
  {
    code: 4,
    key: 'REEFER_MALFUNCTION',
    labels: { 'pt-BR': 'Mau funcionamento do reefer', en: 'Reefer malfunction', es: 'Falla del reefer' },
  },
  {
    code: 5,
    key: 'REEFER_TEMPERATURE_SWING',
    labels: {
      'pt-BR': 'Oscilação de temperatura do reefer',
      en: 'Reefer temperature swing',
      es: 'Oscilación de temperatura del reefer',
    },
  },
  { code: 6, key: 'DELAY', labels: { 'pt-BR': 'Atraso', en: 'Delay', es: 'Demora' } },
  {
    code: 7,
    key: 'UNLOADED_WITHOUT_OR_BROKEN_SEAL',
    labels: {
      'pt-BR': 'Descarregado sem lacre ou com lacre rompido',
      en: 'Unloaded without seal or with broken seal',
      es: 'Descargado sin precinto o con precinto roto',
    },
  },
  {
    code: 8,
    key: 'SEAL_DIVERGENCE',
    labels: { 'pt-BR': 'Divergência de lacre', en: 'Seal divergence', es: 'Divergencia de precinto' },
  },
  {
    code: 9,
    key: 'WEIGHT_DIVERGENCE',
    labels: { 'pt-BR': 'Divergência de peso', en: 'Weight divergence', es: 'Divergencia de peso' },
  },
  {
    code: 10,
    key: 'DAMAGED_WET_PACKAGING',
    labels: {
      'pt-BR': 'Embalagem avariada/molhada',
      en: 'Damaged/wet packaging',
      es: 'Embalaje dañado/mojado',
    },
  },
  {
    code: 11,
    key: 'SIGNS_OF_MISSING_CONTENT',
    labels: {
      'pt-BR': 'Indícios de falta de conteúdo',
      en: 'Signs of missing content',
      es: 'Indicios de faltante de contenido',
    },
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
