import {
  applyProtestTransition,
  isLegalProtestAction,
  legalProtestActions,
  type ProtestAction,
} from './transitions';
import { initialProtestCase, type ProtestCase, type ProtestStatus } from './state-machine';
import { nextProtestDeadline, DEFAULT_PROTEST_TIMERS } from './deadlines';
import { isLateNotice, noticeDeadline, defaultNoticeDays } from './notice';
import { missingProtestFiles, withDerivedDamages } from './letter';

const at = (status: ProtestStatus, more: Partial<ProtestCase> = {}): ProtestCase => ({
  ...initialProtestCase(false),
  status,
  ...more,
});

describe('protest letter transition table', () => {
  it.each([
    [
      'AWAITING_INSPECTION_REQUEST',
      'requestInspection',
      'CLIENT_SIDE',
      'INSPECTION_REQUESTED',
      'INSPECTION_REQUESTED',
    ],
    ['REGISTERED', 'requestInspection', 'CLIENT_SIDE', 'INSPECTION_REQUESTED', 'INSPECTION_REQUESTED'],
    ['INSPECTION_REQUESTED', 'scheduleInspection', 'STAFF', 'INSPECTION_SCHEDULED', 'INSPECTION_SCHEDULED'],
    ['INSPECTION_SCHEDULED', 'recordInspectionResult', 'INSPECTOR', 'CONCLUDED', 'INSPECTION_CONCLUDED'],
    ['INSPECTION_SCHEDULED', 'cancelInspection', 'STAFF', 'INSPECTION_CANCELLED', 'INSPECTION_CANCELLED'],
    [
      'AWAITING_INSPECTION_REQUEST',
      'inspectionRequestLapsed',
      'TIMER',
      'INSPECTION_CANCELLED',
      'INSPECTION_CANCELLED',
    ],
    ['REGISTERED', 'openAnalysis', 'STAFF', 'UNDER_ANALYSIS', 'ANALYSIS_OPENED'],
    ['CONCLUDED', 'openAnalysis', 'STAFF', 'UNDER_ANALYSIS', 'ANALYSIS_OPENED'],
    ['INSPECTION_CANCELLED', 'openAnalysis', 'STAFF', 'UNDER_ANALYSIS', 'ANALYSIS_OPENED'],
    ['UNDER_ANALYSIS', 'concludeAnalysis', 'STAFF', 'ANALYSIS_CONCLUDED', 'ANALYSIS_CONCLUDED'],
    [
      'ANALYSIS_CONCLUDED',
      'linkReimbursement',
      'CLIENT_SIDE',
      'ANALYSIS_CONCLUDED',
      'LETTER_OF_PROTEST_LINKED',
    ],
  ] as const)('%s --%s (%s)--> %s, logged %s', (from, action, actor, to, log) => {
    const c = at(from);
    expect(isLegalProtestAction(c, action, actor)).toBe(true);
    const payload = {
      inspectorId: 'u1',
      date: '2030-01-02',
      hour: '10:00',
      result: 'POSITIVE',
      reimbursementRequestId: 'r1',
    };
    const { next, logAction } = applyProtestTransition(c, action, payload, 'BR');
    expect(next.status).toBe(to);
    expect(logAction).toBe(log);
  });

  it.each([
    ['REGISTERED', 'concludeAnalysis', 'STAFF'],
    ['REGISTERED', 'recordInspectionResult', 'INSPECTOR'],
    ['INSPECTION_SCHEDULED', 'openAnalysis', 'STAFF'],
    ['UNDER_ANALYSIS', 'requestInspection', 'CLIENT_SIDE'],
    ['INSPECTION_REQUESTED', 'scheduleInspection', 'CLIENT_SIDE'],
    ['INSPECTION_SCHEDULED', 'recordInspectionResult', 'STAFF'],
    ['ANALYSIS_CONCLUDED', 'openAnalysis', 'STAFF'],
    ['REGISTERED', 'inspectionRequestLapsed', 'STAFF'],
  ] as [ProtestStatus, ProtestAction, 'STAFF' | 'CLIENT_SIDE' | 'INSPECTOR'][])(
    'refuses %s --%s by %s',
    (from, action, actor) => {
      expect(isLegalProtestAction(at(from), action, actor)).toBe(false);
    },
  );

  it('links a letter to a reimbursement request once: a linked letter is not offered the link again', () => {
    expect(legalProtestActions(at('CONCLUDED'), 'STAFF')).toContain('linkReimbursement');
    const linked = at('CONCLUDED', { reimbursementRequestId: 'r1' });
    expect(legalProtestActions(linked, 'STAFF')).not.toContain('linkReimbursement');
    expect(isLegalProtestAction(linked, 'linkReimbursement', 'CLIENT_SIDE')).toBe(false);
  });

  it('offers the inspector only the result of a scheduled inspection', () => {
    expect(legalProtestActions(at('INSPECTION_SCHEDULED'), 'INSPECTOR')).toEqual(['recordInspectionResult']);
    expect(legalProtestActions(at('REGISTERED'), 'INSPECTOR')).toEqual([]);
  });

  it('schedules at the office time (UTC-3)', () => {
    const { next } = applyProtestTransition(
      at('INSPECTION_REQUESTED'),
      'scheduleInspection',
      { inspectorId: 'u1', date: '2030-01-02', hour: '10:00' },
      'BR',
    );
    expect(new Date(next.inspectionAt!).toISOString()).toBe('2030-01-02T13:00:00.000Z');
  });

  it('schedules on the clock of the letter’s own office: Asunción in its winter of 2024 was UTC-4', () => {
    const schedule = (office: 'PY' | 'AR', date: string) =>
      applyProtestTransition(
        at('INSPECTION_REQUESTED'),
        'scheduleInspection',
        { inspectorId: 'u1', date, hour: '10:00' },
        office,
      ).next.inspectionAt;
    expect(new Date(schedule('PY', '2024-07-15')!).toISOString()).toBe('2024-07-15T14:00:00.000Z');
    expect(new Date(schedule('AR', '2024-07-15')!).toISOString()).toBe('2024-07-15T13:00:00.000Z');
  });
});

describe('protest letter deadlines', () => {
  const t = DEFAULT_PROTEST_TIMERS;
  it('reminds, then lapses, a letter waiting for the inspection request form', () => {
    const c = at('AWAITING_INSPECTION_REQUEST');
    expect(nextProtestDeadline(c, 0, [], t)).toMatchObject({
      kind: 'REMINDER',
      at: t.inspectionRequestReminderMs,
    });
    expect(nextProtestDeadline(c, 0, ['INSPECTION_REQUEST_REMINDER'], t)).toMatchObject({
      kind: 'TRANSITION',
      action: 'inspectionRequestLapsed',
    });
  });
  it('has nothing pending under analysis', () => {
    expect(nextProtestDeadline(at('UNDER_ANALYSIS'), 0, [], t)).toBeUndefined();
  });
});

describe('the legal clock and the letter rules', () => {
  it('gives Brazil 10 days and the Hague-Visby offices 3', () => {
    expect(defaultNoticeDays('BR')).toBe(10);
    expect(defaultNoticeDays('AR')).toBe(3);
    expect(noticeDeadline('2026-03-01', 3)).toBe('2026-03-04');
    expect(isLateNotice('2026-03-05', '2026-03-04')).toBe(true);
    expect(isLateNotice('2026-03-04', '2026-03-04')).toBe(false);
  });
  it('adds seal and weight divergences by itself', () => {
    expect(
      withDerivedDamages({
        number: 'X',
        damages: ['DELAY'],
        sealManifested: 'A1',
        sealDetermined: 'a1',
        weightManifested: '10.0',
        weightDetermined: '10.5',
      }),
    ).toEqual(['DELAY', 'WEIGHT_DIVERGENCE']);
  });
  it('names the mandatory files still missing', () => {
    expect(missingProtestFiles(['DAMAGE_REPORT', 'COMMERCIAL_INVOICE'])).toEqual([
      'cteOrBillOfLading',
      'packingList',
    ]);
  });
});
