import { DAY_MS, endOfOfficeDay } from '../office-time';
import { caseFacts, nextCaseDeadline } from './case-facts';
import {
  clocksAfterTransition,
  closedCaseKeptUntil,
  startClocks,
  timeBarFrom,
  type CaseClocks,
} from './clocks';
import { DEFAULT_REIMBURSEMENT_TIMERS as timers } from './deadlines';
import type { AnalysisStatus, ReimbursementCase } from './state-machine';

const T0 = Date.parse('2026-11-02T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const at = (status: AnalysisStatus): ReimbursementCase => ({
  status,
  owningTeam: 'CLI_SAO',
  counterofferPending: false,
});
// Discharged on 30 October 2026 in Brazil: time-barred at the end of 30 October 2027 there.
const filed = (status: AnalysisStatus = 'UNDER_ANALYSIS_CLI_SAO') =>
  startClocks(T0, timeBarFrom('2026-10-30', timers, 'BR'), timers, status);

describe('the next thing a case’s workflow does by itself', () => {
  it('is the team SLA breach, 14 days after submission, while the analysis has no deadline of its own', () => {
    expect(nextCaseDeadline(at('UNDER_ANALYSIS_CLI_SAO'), { enteredAt: T0 }, filed(), timers, 'BR')).toEqual({
      at: T0 + 14 * DAY_MS,
      kind: 'SLA_BREACHED',
    });
  });

  it('is the status’s own deadline when it comes first, and wins a tie with a clock', () => {
    const waiting = at('AWAITING_DOCS_CLI_SSZ');
    const slaDueWithTheReminder: CaseClocks = { ...filed(), slaRunningSince: T0, slaElapsedMs: 7 * DAY_MS };
    expect(nextCaseDeadline(waiting, { enteredAt: T0 }, slaDueWithTheReminder, timers, 'BR')).toEqual({
      at: T0 + 7 * DAY_MS,
      kind: 'REMINDER',
      reminder: 'DOCUMENTS_REMINDER',
    });
  });

  it('is only the status’s for a case from before the clocks', () => {
    expect(nextCaseDeadline(at('IMPROCEDENT'), { enteredAt: T0 }, undefined, timers, 'AR')).toEqual({
      at: T0 + 15 * DAY_MS,
      kind: 'TRANSITION',
      action: 'autoClose',
    });
    expect(
      nextCaseDeadline(at('UNDER_ANALYSIS_BUE'), { enteredAt: T0 }, undefined, timers, 'AR'),
    ).toBeUndefined();
  });

  it('after a closure, waits for a reopen until the time bar', () => {
    expect(closedCaseKeptUntil(filed(), T0, T0, timers)).toBe(Date.parse('2027-10-31T02:59:59Z'));
    // Cases from before the clocks: the time bar's length after the closure (or after now).
    expect(closedCaseKeptUntil(undefined, T0, T0 + DAY_MS, timers)).toBe(T0 + 365 * DAY_MS);
    expect(closedCaseKeptUntil(undefined, undefined, T0 + DAY_MS, timers)).toBe(T0 + 366 * DAY_MS);
  });
});

describe('the clocks after a transition', () => {
  it('stop the SLA at the first answer, keeping the team’s share', () => {
    const proposed = clocksAfterTransition(
      startClocks(T0 - 3 * DAY_MS, null, timers, 'UNDER_ANALYSIS_CLI_SAO'),
      { action: 'proposeAgreement', team: 'CLI_SAO', to: 'AWAITING_PROPOSAL_RESPONSE', now: T0, payload: {} },
      timers,
      'BR',
    );
    expect(proposed).toMatchObject({
      slaElapsedMs: 3 * DAY_MS,
      slaByTeam: { CLI_SAO: 3 * DAY_MS },
      slaRunningSince: null,
      firstAnsweredAt: T0,
    });
  });

  it('move the time bar to the end of the extension’s day at the case’s office', () => {
    const step = (office: 'AR' | 'PY', until: string) =>
      clocksAfterTransition(
        filed(),
        { action: 'extendTimeBar', team: 'BUE', to: 'UNDER_ANALYSIS_BUE', now: T0, payload: { until } },
        timers,
        office,
      );
    expect(iso(step('AR', '2028-06-30').timeBarAt!)).toBe('2028-07-01T02:59:59.000Z');
    expect(step('AR', '2028-06-30').timeBarAlertsDone).toEqual([]);
    // An extension already inside its alerts counts those as raised.
    expect(step('AR', '2026-11-20').timeBarAlertsDone).toEqual([60, 30]);
  });
});

describe('what the request row shows of a case', () => {
  it('an open proposal: the SLA answered, the reminder next, the lapse and the proposal’s version', () => {
    const proposed = clocksAfterTransition(
      filed(),
      {
        action: 'proposeAgreement',
        team: 'CLI_SAO',
        to: 'AWAITING_PROPOSAL_RESPONSE',
        now: T0 + DAY_MS,
        payload: {},
      },
      timers,
      'BR',
    );
    expect(
      caseFacts(at('AWAITING_PROPOSAL_RESPONSE'), { enteredAt: T0 + DAY_MS }, proposed, 1, timers, 'BR'),
    ).toEqual({
      slaDueAt: null,
      slaBreached: false,
      slaByTeam: { CLI_SAO: DAY_MS },
      firstAnsweredAt: iso(T0 + DAY_MS),
      timeBarDate: '2027-10-30',
      nextDeadline: { at: iso(T0 + 8 * DAY_MS), kind: 'REMINDER', key: 'PROPOSAL_ABOUT_TO_LAPSE' },
      proposalVersion: 1,
      lapseAt: iso(T0 + 31 * DAY_MS),
    });
  });

  it('a clock’s deadline by its kind, and the SLA’s due date while it runs', () => {
    const facts = caseFacts(at('UNDER_ANALYSIS_CLI_SAO'), { enteredAt: T0 }, filed(), 0, timers, 'BR');
    expect(facts).toMatchObject({
      slaDueAt: iso(T0 + 14 * DAY_MS),
      nextDeadline: { at: iso(T0 + 14 * DAY_MS), kind: 'CLOCK', key: 'SLA_BREACHED' },
      lapseAt: null,
    });
  });

  it('the time bar as the day it falls on at the office: Asunción’s 15 July 2023 ends on 16 July in UTC', () => {
    const clocks: CaseClocks = { ...filed(), timeBarAt: endOfOfficeDay('PY', '2023-07-15') };
    expect(caseFacts(at('PROCESS_CLOSED'), { enteredAt: T0 }, clocks, 0, timers, 'PY').timeBarDate).toBe(
      '2023-07-15',
    );
  });
});
