import { DAY_MS } from '../office-time';
import { DEFAULT_REIMBURSEMENT_TIMERS as timers, statusLapseAction, statusLapseAt } from './deadlines';
import type { AnalysisStatus, ReimbursementCase } from './state-machine';
import { applyTransition, isLegal } from './transitions';

/**
 * When a waiting status lapses by itself and what the workflow then does (ARCHITECTURE §4): the
 * lapse a request's page and lists show (lapseAt) and the transition the timer takes.
 */
const ENTERED = Date.parse('2026-11-02T12:00:00Z');
const at = (status: AnalysisStatus): ReimbursementCase => ({
  status,
  owningTeam: 'CLI_SAO',
  counterofferPending: false,
});

/** The status a lapse leaves the case in, taken as the workflow's timer takes it. */
function afterLapse(status: AnalysisStatus): AnalysisStatus | undefined {
  const action = statusLapseAction(status);
  if (!action) return undefined;
  expect(isLegal(at(status), action, 'TIMER')).toBe(true);
  return applyTransition(at(status), action, undefined as never).next.status;
}

describe('a waiting status that lapses by itself', () => {
  it.each([
    ['the customer’s documents, closed by expiry', 'AWAITING_DOCS_CLIENT', 30, 'CLOSED_BY_EXPIRY'],
    ['an unanswered proposal, closed by expiry', 'AWAITING_PROPOSAL_RESPONSE', 30, 'CLOSED_BY_EXPIRY'],
    [
      'the R&R and power of attorney never sent, payment not made',
      'AWAITING_RR_POA',
      30,
      'PAYMENT_NOT_MADE_RR_NOT_SENT',
    ],
    ['an improcedent outcome nobody reopens, closed', 'IMPROCEDENT', 15, 'PROCESS_CLOSED'],
    ['a payment made, closed', 'PAYMENT_MADE', 30, 'PROCESS_CLOSED'],
  ] as const)('waiting on %s after its days', (_, status, days, then) => {
    expect(statusLapseAt(at(status), ENTERED, timers)).toBe(ENTERED + days * DAY_MS);
    expect(afterLapse(status)).toBe(then);
  });

  it.each([
    'UNDER_ANALYSIS_BUE',
    'AWAITING_DOCS_CLI_SSZ',
    'AWAITING_DOCS_COMPLEMENTARY_BR',
    'AWAITING_DOCS_COMPLEMENTARY_INT',
    'AWAITING_PAYMENT_SCHEDULING',
    'PAYMENT_SCHEDULED',
    'PROCESS_CLOSED',
    'CLOSED_BY_EXPIRY',
  ] as const)(
    'never for %s: an analysis, an internal area’s documents, a payment, a closed case',
    (status) => {
      expect(statusLapseAt(at(status), ENTERED, timers)).toBeUndefined();
      expect(statusLapseAction(status)).toBeUndefined();
    },
  );

  it('counts from the moment the case entered the status, by the office’s settings of the case', () => {
    // An office that gives the customer 45 days for documents and the client 10 for a proposal.
    const office = { ...timers, clientDocumentsExpiryMs: 45 * DAY_MS, proposalExpiryMs: 10 * DAY_MS };
    expect(statusLapseAt(at('AWAITING_DOCS_CLIENT'), ENTERED, office)).toBe(ENTERED + 45 * DAY_MS);
    expect(statusLapseAt(at('AWAITING_PROPOSAL_RESPONSE'), ENTERED + DAY_MS, office)).toBe(
      ENTERED + 11 * DAY_MS,
    );
  });
});
