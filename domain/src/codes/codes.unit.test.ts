import { PROTEST_REMINDERS } from '../protest/deadlines';
import { REIMBURSEMENT_REMINDERS } from '../reimbursement/deadlines';
import {
  ANALYSIS_STATUSES,
  CURRENCIES,
  DOCUMENT_TYPES,
  LOG_ACTIONS,
  OFFICES,
  OPEN_ANALYSIS_STATUS_KEYS,
  PORTS,
  PROTEST_DAMAGE_TYPES,
  ROLES,
  SINISTER_CAUSES,
  UN_LOCODE_PATTERN,
  VESSELS,
  analysisStatusByCode,
  analysisStatusByKey,
  awaitingDocsStatus,
  currencyByCode,
  documentTypeByKey,
  documentTypeBySlug,
  indexCodes,
  isAnalysisStatusKey,
  officeByKey,
  officeNoticeRegime,
  portByCode,
  roleByCode,
  roleBySpringKey,
  teamOfAnalysisStatus,
  underAnalysisStatus,
} from './index';
import { CODE_FAMILIES } from '../i18n/code-labels';

describe('code tables', () => {
  it.each(Object.entries(CODE_FAMILIES))(
    '%s has unique codes and keys and a label in every language',
    (_, entries) => {
      expect(new Set(entries.map((e) => e.code)).size).toBe(entries.length);
      expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
      for (const entry of entries) {
        expect(entry.key).toMatch(/^[A-Z][A-Z0-9_]*$/);
        for (const label of Object.values(entry.labels)) expect(label.trim()).not.toBe('');
      }
    },
  );

  // Names that read the same in Portuguese or Spanish as in English: countries, the euro, team
  // codes, the Spanish "Inspector", and "Master", the role's name in Brazilian usage too.
  const SAME_IN_EVERY_LANGUAGE: Record<string, readonly string[]> = {
    roles: ['MASTER', 'INSPECTOR'],
    offices: ['AR', 'PY', 'UY'],
    currencies: ['EUR'],
    teams: ['BUE', 'CLI_SSZ', 'CLI_SAO'],
    documentRequestParties: ['CLI_SSZ'],
  };

  it.each(Object.entries(CODE_FAMILIES))(
    '%s has no name left in English in pt-BR or es',
    (family, entries) => {
      const same = SAME_IN_EVERY_LANGUAGE[family] ?? [];
      const untranslated = entries
        .filter((e) => e.labels['pt-BR'] === e.labels.en || e.labels.es === e.labels.en)
        .map((e) => e.key)
        .filter((key) => !same.includes(key));
      expect(untranslated).toEqual([]);
    },
  );

  it('names the sea waybill in each language', () => {
    expect(documentTypeByKey('SEA_WAYBILL').labels).toEqual({
      'pt-BR': 'Conhecimento marítimo não negociável (sea waybill)',
      en: 'Sea waybill',
      es: 'Carta de porte marítimo (sea waybill)',
    });
  });

  it('refuses a duplicated code at load', () => {
    const label = { 'pt-BR': 'x', en: 'x', es: 'x' };
    expect(() =>
      indexCodes('test', [
        { code: 1, key: 'A', labels: label },
        { code: 1, key: 'B', labels: label },
      ]),
    ).toThrow('duplicate code 1');
  });

  it('keeps the spec numbering', () => {
    expect(roleByCode(7)?.key).toBe('INSPECTOR');
    expect(roleBySpringKey('ROLE_CUSTOMS_BROKER_MASTER')?.code).toBe(5);
    expect(ROLES).toHaveLength(8);
    expect(currencyByCode(5)).toMatchObject({ key: 'PYG', decimals: 0 });
    expect(CURRENCIES.filter((c) => c.decimals !== 2).map((c) => c.key)).toEqual(['PYG']);
    expect(PROTEST_DAMAGE_TYPES).toHaveLength(11);
    expect(SINISTER_CAUSES).toHaveLength(22);
    expect(DOCUMENT_TYPES.length).toBeGreaterThanOrEqual(65);
    expect(LOG_ACTIONS.slice(0, 15).map((a) => a.code)).toEqual([...Array(15).keys()].map((i) => i + 1));
  });

  it('has words for every step a case can log, the timers’ reminders and alerts included', () => {
    const keys = new Set<string>(LOG_ACTIONS.map((a) => a.key));
    const timers = [
      ...PROTEST_REMINDERS,
      ...REIMBURSEMENT_REMINDERS,
      'PAYMENT_OVERDUE',
      'SLA_BREACHED',
      'TIME_BAR_ALERT',
      'DEBT_NOTE_DUE',
    ];
    expect(timers.filter((action) => !keys.has(action))).toEqual([]);
  });

  it('routes new requests and notice periods by office', () => {
    expect(OFFICES.map((o) => [o.key, o.defaultTeam])).toEqual([
      ['AR', 'BUE'],
      ['BR', 'CLI_SAO'],
      ['PY', 'BUE'],
      ['UY', 'BUE'],
    ]);
    expect(officeNoticeRegime('BR').noticeDays).toBe(10);
    expect(officeNoticeRegime('UY').noticeDays).toBe(3);
    expect(officeByKey('PY').countryIso2).toBe('PY');
  });

  it('has the 20 analysis statuses with only the two closures not open', () => {
    expect(ANALYSIS_STATUSES.map((s) => s.code)).toEqual([...Array(20).keys()].map((i) => i + 1));
    expect(ANALYSIS_STATUSES.filter((s) => !s.open).map((s) => s.key)).toEqual([
      'PROCESS_CLOSED',
      'CLOSED_BY_EXPIRY',
    ]);
    expect(OPEN_ANALYSIS_STATUS_KEYS).toHaveLength(18);
    expect(analysisStatusByCode(12)?.key).toBe('AWAITING_PROPOSAL_RESPONSE');
    expect(isAnalysisStatusKey('PAYMENT_MADE')).toBe(true);
    expect(isAnalysisStatusKey('PAID')).toBe(false);
  });

  it('derives the team and party statuses from their keys', () => {
    expect(isAnalysisStatusKey(underAnalysisStatus('CLI_SSZ'))).toBe(true);
    expect(isAnalysisStatusKey(awaitingDocsStatus('COMPLEMENTARY_INT'))).toBe(true);
    expect(teamOfAnalysisStatus('UNDER_ANALYSIS_BUE')).toBe('BUE');
    expect(teamOfAnalysisStatus('PAYMENT_MADE')).toBeUndefined();
    expect(analysisStatusByKey('AWAITING_DOCS_CLIENT')).toMatchObject({ code: 7, party: 'CLIENT' });
  });

  it('derives document type keys from slugs', () => {
    for (const type of DOCUMENT_TYPES) expect(type.key).toBe(type.slug.toUpperCase().replace(/-/g, '_'));
    expect(documentTypeBySlug('receipt-and-release')?.key).toBe('RECEIPT_AND_RELEASE');
    expect(documentTypeByKey('SURVEY_REPORT').slug).toBe('survey-report');
  });

  it('lists ports by UN/LOCODE in their own country', () => {
    for (const port of PORTS) {
      expect(port.code).toMatch(UN_LOCODE_PATTERN);
      expect(port.code.slice(0, 2)).toBe(port.country);
    }
    expect(portByCode('brssz')?.city).toBe('Santos');
    expect(new Set(VESSELS.map((v) => v.code)).size).toBe(VESSELS.length);
  });
});
