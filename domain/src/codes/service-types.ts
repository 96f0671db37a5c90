import { codeEntries, indexCodes } from './code-entry';
import rows from './service-types.json';

export const SERVICE_TYPES = codeEntries(rows);

export type ServiceType = (typeof SERVICE_TYPES)[number];
export type ServiceTypeKey = ServiceType['key'];

export const {
  keys: SERVICE_TYPE_KEYS,
  byCode: serviceTypeByCode,
  byKey: serviceTypeByKey,
  isKey: isServiceTypeKey,
} = indexCodes('serviceTypes', SERVICE_TYPES);
