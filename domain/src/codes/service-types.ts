import { indexCodes, localized as text, type CodeEntry } from './code-entry';

export const SERVICE_TYPES = [
  {
    code: 1,
    key: 'LONG_COURSE',
    labels: text('Longo curso', 'Long course (deep sea)', 'Ultramar (largo recorrido)'),
  },
  { code: 2, key: 'CABOTAGE', labels: text('Cabotagem', 'Cabotage', 'Cabotaje') },
] as const satisfies readonly CodeEntry[];

export type ServiceType = (typeof SERVICE_TYPES)[number];
export type ServiceTypeKey = ServiceType['key'];

export const {
  keys: SERVICE_TYPE_KEYS,
  byCode: serviceTypeByCode,
  byKey: serviceTypeByKey,
  isKey: isServiceTypeKey,
} = indexCodes('serviceTypes', SERVICE_TYPES);
