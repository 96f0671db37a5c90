import { indexCodes, type CodeEntry } from './code-entry';

export const SERVICE_TYPES = [
  {
    code: 1,
    key: 'LONG_COURSE',
    labels: { 'pt-BR': 'Longo curso', en: 'Long course (deep sea)', es: 'Ultramar (largo recorrido)' },
  },
  { code: 2, key: 'CABOTAGE', labels: { 'pt-BR': 'Cabotagem', en: 'Cabotage', es: 'Cabotaje' } },
] as const satisfies readonly CodeEntry[];

export type ServiceType = (typeof SERVICE_TYPES)[number];
export type ServiceTypeKey = ServiceType['key'];

export const {
  keys: SERVICE_TYPE_KEYS,
  byCode: serviceTypeByCode,
  byKey: serviceTypeByKey,
  isKey: isServiceTypeKey,
} = indexCodes('serviceTypes', SERVICE_TYPES);
