import { indexCodes, type CodeEntry } from './code-entry';

/** Who stuffed and unstuffed the container matters for liability: the carrier answers only for its own. */
export const STUFFING_MODALS = [
  {
    code: 1,
    key: 'WITH_STUFFING_WITH_UNSTUFFING',
    labels: {
      'pt-BR': 'Com estufagem e com desova',
      en: 'With stuffing and with unstuffing',
      es: 'Con llenado y con vaciado',
    },
  },
  {
    code: 2,
    key: 'WITH_STUFFING_WITHOUT_UNSTUFFING',
    labels: {
      'pt-BR': 'Com estufagem e sem desova',
      en: 'With stuffing, without unstuffing',
      es: 'Con llenado y sin vaciado',
    },
  },
  {
    code: 3,
    key: 'WITHOUT_STUFFING_WITH_UNSTUFFING',
    labels: {
      'pt-BR': 'Sem estufagem e com desova',
      en: 'Without stuffing, with unstuffing',
      es: 'Sin llenado y con vaciado',
    },
  },
  {
    code: 4,
    key: 'WITHOUT_STUFFING_WITHOUT_UNSTUFFING',
    labels: {
      'pt-BR': 'Sem estufagem e sem desova',
      en: 'Without stuffing and without unstuffing',
      es: 'Sin llenado y sin vaciado',
    },
  },
] as const satisfies readonly CodeEntry[];

export type StuffingModal = (typeof STUFFING_MODALS)[number];
export type StuffingModalKey = StuffingModal['key'];

export const {
  keys: STUFFING_MODAL_KEYS,
  byCode: stuffingModalByCode,
  byKey: stuffingModalByKey,
  isKey: isStuffingModalKey,
} = indexCodes('stuffingModals', STUFFING_MODALS);
