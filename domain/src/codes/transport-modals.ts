import { indexCodes, localized as text, type CodeEntry } from './code-entry';

/** Where the carrier's custody starts and ends: it decides whether inland legs are on us. */
export const TRANSPORT_MODALS = [
  { code: 1, key: 'PORT_TO_PORT', labels: text('Porto a porto', 'Port to port', 'Puerto a puerto') },
  { code: 2, key: 'DOOR_TO_DOOR', labels: text('Porta a porta', 'Door to door', 'Puerta a puerta') },
  { code: 3, key: 'DOOR_TO_PORT', labels: text('Porta a porto', 'Door to port', 'Puerta a puerto') },
  { code: 4, key: 'PORT_TO_DOOR', labels: text('Porto a porta', 'Port to door', 'Puerto a puerta') },
] as const satisfies readonly CodeEntry[];

export type TransportModal = (typeof TRANSPORT_MODALS)[number];
export type TransportModalKey = TransportModal['key'];

export const {
  keys: TRANSPORT_MODAL_KEYS,
  byCode: transportModalByCode,
  byKey: transportModalByKey,
  isKey: isTransportModalKey,
} = indexCodes('transportModals', TRANSPORT_MODALS);
