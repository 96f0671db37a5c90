import { DAY_MS } from '../office-time';
import {
  advanceClocks,
  nextClockDeadline,
  rearmTimeBar,
  slaDueAt,
  startClocks,
  timeBarFrom,
  type CaseClocks,
} from './clocks';
import { DEFAULT_REIMBURSEMENT_TIMERS as timers } from './deadlines';
import type { AnalysisStatus, Team } from './state-machine';

/**
 * The team SLA and the time bar (ARCHITECTURE §4): a first answer within 14 days of submission,
 * the clock stopped while the customer owes documents and kept per team across transfers; the
 * claim barred a year after discharge, with alerts 60, 30 and 7 days before.
 */
const T0 = Date.parse('2026-11-02T12:00:00Z');
const ANALYSIS: AnalysisStatus = 'UNDER_ANALYSIS_CLI_SAO';

/** A request submitted at T0 in Brazil, with no time bar in sight (unless one is given). */
const submitted = (timeBarAt: number | null = null) => startClocks(T0, timeBarAt, timers, ANALYSIS);
/** A transition `days` after T0, by `team` (the team owning the case until then). */
const step = (clocks: CaseClocks, days: number, action: string, to: AnalysisStatus, team: Team = 'CLI_SAO') =>
  advanceClocks(clocks, { action, team, to, now: T0 + days * DAY_MS });

describe('the team SLA: a first answer within 14 days of submission', () => {
  it('runs from the submission of a request under analysis', () => {
    expect(slaDueAt(submitted(), timers)).toBe(T0 + 14 * DAY_MS);
    expect(nextClockDeadline(submitted(), ANALYSIS, timers)).toEqual({
      at: T0 + 14 * DAY_MS,
      kind: 'SLA_BREACHED',
    });
  });

  it('stops while the customer owes documents: the days waiting for them do not count', () => {
    const asked = step(submitted(), 3, 'requestDocuments', 'AWAITING_DOCS_CLIENT');
    expect(slaDueAt(asked, timers)).toBeNull();
    expect(nextClockDeadline(asked, 'AWAITING_DOCS_CLIENT', timers)).toBeUndefined();
    // Ten days later the documents come in: 11 of the 14 days are left, from then.
    const provided = step(asked, 13, 'documentsProvided', ANALYSIS);
    expect(provided.slaElapsedMs).toBe(3 * DAY_MS);
    expect(slaDueAt(provided, timers)).toBe(T0 + 24 * DAY_MS);
  });

  it('keeps running while documents are awaited from an internal area, not from the customer', () => {
    const asked = step(submitted(), 3, 'requestDocuments', 'AWAITING_DOCS_CLI_SSZ');
    expect(slaDueAt(asked, timers)).toBe(T0 + 14 * DAY_MS);
    const complementary = step(submitted(), 3, 'requestDocuments', 'AWAITING_DOCS_COMPLEMENTARY_INT');
    expect(slaDueAt(complementary, timers)).toBe(T0 + 14 * DAY_MS);
  });

  it('is one clock across transfers, with each team’s share of it kept', () => {
    const atBue = step(submitted(), 2, 'transferResponsibility', 'UNDER_ANALYSIS_BUE', 'CLI_SAO');
    const atSsz = step(atBue, 5, 'transferResponsibility', 'UNDER_ANALYSIS_CLI_SSZ', 'BUE');
    expect(atSsz.slaByTeam).toEqual({ CLI_SAO: 2 * DAY_MS, BUE: 3 * DAY_MS });
    // A transfer neither restarts nor extends it: still due 14 days after submission.
    expect(slaDueAt(atSsz, timers)).toBe(T0 + 14 * DAY_MS);
  });

  it('stops for good at the first answer, a proposal or an outcome, whatever follows', () => {
    const proposed = step(submitted(), 4, 'proposeAgreement', 'AWAITING_PROPOSAL_RESPONSE');
    expect(proposed.firstAnsweredAt).toBe(T0 + 4 * DAY_MS);
    expect(slaDueAt(proposed, timers)).toBeNull();
    // The client's counteroffer sends the case back to analysis: the SLA was met, it does not run again.
    const countered = step(proposed, 6, 'counterOffer', ANALYSIS);
    expect(slaDueAt(countered, timers)).toBeNull();
    // A second proposal is no first answer: the day of the first one stays.
    expect(step(countered, 8, 'proposeAgreement', 'AWAITING_PROPOSAL_RESPONSE').firstAnsweredAt).toBe(
      T0 + 4 * DAY_MS,
    );

    const improcedent = step(submitted(), 5, 'recordAnalysis', 'IMPROCEDENT');
    expect(improcedent.firstAnsweredAt).toBe(T0 + 5 * DAY_MS);
    expect(slaDueAt(step(improcedent, 6, 'removeAnalysis', ANALYSIS), timers)).toBeNull();
  });

  it('stops when the case is closed unanswered, and goes on from where it stood if it is reopened', () => {
    const closed = step(submitted(), 5, 'close', 'PROCESS_CLOSED');
    expect(slaDueAt(closed, timers)).toBeNull();
    const reopened = step(closed, 20, 'reopen', ANALYSIS);
    expect(slaDueAt(reopened, timers)).toBe(T0 + 29 * DAY_MS);
  });

  it('used up before the customer was asked for documents, is due the moment they come in, and raised once', () => {
    const asked = step(submitted(), 15, 'requestDocuments', 'AWAITING_DOCS_CLIENT');
    const provided = step(asked, 20, 'documentsProvided', ANALYSIS);
    expect(nextClockDeadline(provided, ANALYSIS, timers)).toEqual({
      at: T0 + 20 * DAY_MS,
      kind: 'SLA_BREACHED',
    });
    expect(nextClockDeadline({ ...provided, slaBreached: true }, ANALYSIS, timers)).toBeUndefined();
  });
});

describe('the time bar’s alerts: 60, 30 and 7 days before the claim is barred', () => {
  // Discharged on 30 October 2026 in Brazil: barred at the end of 30 October 2027 there.
  const barredAt = timeBarFrom('2026-10-30', timers, 'BR');
  const answered = (clocks: CaseClocks) => ({ ...clocks, slaRunningSince: null });

  it('raises the alerts one after the other, the earliest first', () => {
    const clocks = answered(submitted(barredAt));
    expect(nextClockDeadline(clocks, ANALYSIS, timers)).toEqual({
      at: barredAt - 60 * DAY_MS,
      kind: 'TIME_BAR_ALERT',
      days: 60,
    });
    expect(nextClockDeadline({ ...clocks, timeBarAlertsDone: [60] }, ANALYSIS, timers)).toEqual({
      at: barredAt - 30 * DAY_MS,
      kind: 'TIME_BAR_ALERT',
      days: 30,
    });
    expect(
      nextClockDeadline({ ...clocks, timeBarAlertsDone: [60, 30, 7] }, ANALYSIS, timers),
    ).toBeUndefined();
  });

  it('counts the alerts already past as raised for a request submitted late', () => {
    // Submitted 20 days before the bar: the 60- and 30-day alerts are history, the 7-day one is next.
    const late = startClocks(barredAt - 20 * DAY_MS, barredAt, timers, ANALYSIS);
    expect(late.timeBarAlertsDone).toEqual([60, 30]);
    expect(nextClockDeadline(late, ANALYSIS, timers)).toEqual({
      at: barredAt - 7 * DAY_MS,
      kind: 'TIME_BAR_ALERT',
      days: 7,
    });
  });

  it('comes before the SLA when it falls earlier', () => {
    const late = startClocks(barredAt - 20 * DAY_MS, barredAt, timers, ANALYSIS);
    expect(nextClockDeadline(late, ANALYSIS, timers)?.kind).toBe('TIME_BAR_ALERT');
  });

  it('raises nothing for a closed case', () => {
    expect(nextClockDeadline(answered(submitted(barredAt)), 'PROCESS_CLOSED', timers)).toBeUndefined();
    expect(nextClockDeadline(answered(submitted(barredAt)), 'CLOSED_BY_EXPIRY', timers)).toBeUndefined();
  });

  it('re-arms with an extension: the alerts of the new date are raised again', () => {
    const allRaised: CaseClocks = { ...answered(submitted(barredAt)), timeBarAlertsDone: [60, 30, 7] };
    const now = barredAt - 5 * DAY_MS;
    const extended = rearmTimeBar(allRaised, barredAt + 180 * DAY_MS, now, timers);
    expect(extended.timeBarAt).toBe(barredAt + 180 * DAY_MS);
    expect(extended.timeBarAlertsDone).toEqual([]);
    expect(nextClockDeadline(extended, ANALYSIS, timers)).toEqual({
      at: barredAt + 120 * DAY_MS,
      kind: 'TIME_BAR_ALERT',
      days: 60,
    });
  });

  it('an extension to a date already inside its alerts does not raise the past ones late', () => {
    const now = barredAt - 5 * DAY_MS;
    const extended = rearmTimeBar(answered(submitted(barredAt)), barredAt + 20 * DAY_MS, now, timers);
    expect(extended.timeBarAlertsDone).toEqual([60, 30]);
    expect(nextClockDeadline(extended, ANALYSIS, timers)).toEqual({
      at: barredAt + 13 * DAY_MS,
      kind: 'TIME_BAR_ALERT',
      days: 7,
    });
  });
});
