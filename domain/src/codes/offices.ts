import { indexCodes, type CodeEntry } from './code-entry';
import type { CurrencyKey } from './currencies';
import type { TeamKey } from './teams';
import type { Locale } from '../i18n/locales';

/**
 * The legal clock for a letter of protest. These are defaults: ARCHITECTURE §4 keeps them in
 * per-office settings, so a change of law or of contract terms is a settings change.
 */
export const NOTICE_REGIMES = [
  {
    code: 1,
    key: 'BR_CIVIL_CODE_ART_754',
    // Hidden damage must be notified within 10 days of delivery (Código Civil, art. 754, parágrafo único).
    noticeDays: 10,
    // Decreto 64.387/69 art. 8: claims against the carrier are barred one year after discharge.
    timeBarMonths: 12,
    labels: {
      'pt-BR': 'Código Civil brasileiro, art. 754',
      en: 'Brazilian Civil Code, art. 754',
      es: 'Código Civil brasileño, art. 754',
    },
  },
  {
    code: 2,
    key: 'HAGUE_VISBY',
    // Hague-Visby Rules art. III(6): 3 days for damage not apparent, 1 year suit time bar.
    noticeDays: 3,
    timeBarMonths: 12,
    labels: { 'pt-BR': 'Regras de Haia-Visby', en: 'Hague-Visby Rules', es: 'Reglas de La Haya-Visby' },
  },
] as const satisfies readonly (CodeEntry & { noticeDays: number; timeBarMonths: number })[];

export type NoticeRegime = (typeof NOTICE_REGIMES)[number];
export type NoticeRegimeKey = NoticeRegime['key'];

export const {
  keys: NOTICE_REGIME_KEYS,
  byCode: noticeRegimeByCode,
  byKey: noticeRegimeByKey,
} = indexCodes('noticeRegimes', NOTICE_REGIMES);

/**
 * The offices of the operator. `defaultTeam` is who analyses a new reimbursement request;
 * `timeZone` is the calendar a case's dates are read on: "today", and the day a deadline falls
 * on, are the office's, whoever reads them and wherever. Asunción's past summer time is why
 * these are zones, not a fixed UTC-3. `zoneCity` names the zone beside an hour typed ("Horário
 * de São Paulo"): the city as its own people write it, so one name serves every language.
 * `language` is what people of the country read: the one a client company's new user is proposed.
 */
export const OFFICES = [
  {
    code: 1,
    key: 'AR',
    countryIso2: 'AR',
    timeZone: 'America/Argentina/Buenos_Aires',
    zoneCity: 'Buenos Aires',
    localCurrency: 'ARS',
    language: 'es',
    defaultTeam: 'BUE',
    noticeRegime: 'HAGUE_VISBY',
    labels: { 'pt-BR': 'Argentina', en: 'Argentina', es: 'Argentina' },
  },
  {
    code: 2,
    key: 'BR',
    countryIso2: 'BR',
    timeZone: 'America/Sao_Paulo',
    zoneCity: 'São Paulo',
    localCurrency: 'BRL',
    language: 'pt-BR',
    defaultTeam: 'CLI_SAO',
    noticeRegime: 'BR_CIVIL_CODE_ART_754',
    labels: { 'pt-BR': 'Brasil', en: 'Brazil', es: 'Brasil' },
  },
  {
    code: 3,
    key: 'PY',
    countryIso2: 'PY',
    timeZone: 'America/Asuncion',
    zoneCity: 'Asunción',
    localCurrency: 'PYG',
    language: 'es',
    defaultTeam: 'BUE',
    noticeRegime: 'HAGUE_VISBY',
    labels: { 'pt-BR': 'Paraguai', en: 'Paraguay', es: 'Paraguay' },
  },
  {
    code: 4,
    key: 'UY',
    countryIso2: 'UY',
    timeZone: 'America/Montevideo',
    zoneCity: 'Montevideo',
    localCurrency: 'UYU',
    language: 'es',
    defaultTeam: 'BUE',
    noticeRegime: 'HAGUE_VISBY',
    labels: { 'pt-BR': 'Uruguai', en: 'Uruguay', es: 'Uruguay' },
  },
] as const satisfies readonly (CodeEntry & {
  countryIso2: string;
  timeZone: string;
  zoneCity: string;
  localCurrency: CurrencyKey;
  language: Locale;
  defaultTeam: TeamKey;
  noticeRegime: NoticeRegimeKey;
})[];

export type Office = (typeof OFFICES)[number];
export type OfficeKey = Office['key'];
export type OfficeCountry = Office['countryIso2'];

export const {
  keys: OFFICE_KEYS,
  byCode: officeByCode,
  byKey: officeByKey,
  isKey: isOfficeKey,
} = indexCodes('offices', OFFICES);

export function officeNoticeRegime(office: OfficeKey): NoticeRegime {
  return noticeRegimeByKey(officeByKey(office).noticeRegime);
}
