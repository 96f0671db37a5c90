import { codeEntries, indexCodes } from './code-entry';
import rows from './transport-modals.json';

/** Where the carrier's custody starts and ends: it decides whether inland legs are on us. */
export const TRANSPORT_MODALS = codeEntries(rows);

export type TransportModal = (typeof TRANSPORT_MODALS)[number];
export type TransportModalKey = TransportModal['key'];

export const {
  keys: TRANSPORT_MODAL_KEYS,
  byCode: transportModalByCode,
  byKey: transportModalByKey,
  isKey: isTransportModalKey,
} = indexCodes('transportModals', TRANSPORT_MODALS);
