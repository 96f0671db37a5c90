import { indexCodes, type CodeEntry } from './code-entry';

/** Where the carrier's custody starts and ends: it decides whether inland legs are on us. */
export const TRANSPORT_MODALS = [
  {
    code: 1,
    key: 'PORT_TO_PORT',
    labels: { 'pt-BR': 'Porto a porto', en: 'Port to port', es: 'Puerto a puerto' },
  },
  {
    code: 2,
    key: 'DOOR_TO_DOOR',
    labels: { 'pt-BR': 'Porta a porta', en: 'Door to door', es: 'Puerta a puerta' },
  },
  {
    code: 3,
    key: 'DOOR_TO_PORT',
    labels: { 'pt-BR': 'Porta a porto', en: 'Door to port', es: 'Puerta a puerto' },
  },
  {
    code: 4,
    key: 'PORT_TO_DOOR',
    labels: { 'pt-BR': 'Porto a porta', en: 'Port to door', es: 'Puerto a puerta' },
  },
] as const satisfies readonly CodeEntry[];

export type TransportModal = (typeof TRANSPORT_MODALS)[number];
export type TransportModalKey = TransportModal['key'];

export const {
  keys: TRANSPORT_MODAL_KEYS,
  byCode: transportModalByCode,
  byKey: transportModalByKey,
  isKey: isTransportModalKey,
} = indexCodes('transportModals', TRANSPORT_MODALS);
