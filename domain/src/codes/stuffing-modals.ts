import { codeEntries, indexCodes } from './code-entry';
import rows from './stuffing-modals.json';

/** Who stuffed and unstuffed the container matters for liability: the carrier answers only for its own. */
export const STUFFING_MODALS = codeEntries(rows);

export type StuffingModal = (typeof STUFFING_MODALS)[number];
export type StuffingModalKey = StuffingModal['key'];

export const {
  keys: STUFFING_MODAL_KEYS,
  byCode: stuffingModalByCode,
  byKey: stuffingModalByKey,
  isKey: isStuffingModalKey,
} = indexCodes('stuffingModals', STUFFING_MODALS);
