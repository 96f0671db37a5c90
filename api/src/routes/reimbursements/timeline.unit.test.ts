import { deadlineText } from './timeline';

/** A request as the timeline route reads its row: a proposal with the customer since 1 Nov. */
const awaitingAnswer = {
  analysis_status: 'AWAITING_PROPOSAL_RESPONSE',
  office: 'BR',
  time_bar_date: null,
  // The workflow's next wake-up is the 7-day reminder; the proposal lapses at 30 days.
  next_deadline: { at: '2026-11-08T15:00:00.000Z', kind: 'REMINDER', key: 'PROPOSAL_ABOUT_TO_LAPSE' },
  status_lapses_at: new Date('2026-12-01T15:00:00.000Z'),
};

describe('the timeline countdown', () => {
  it('runs to the deadline the reader must meet, not to the next reminder', () => {
    expect(deadlineText(awaitingAnswer, 'pt-BR')).toEqual({
      at: '2026-12-01T15:00:00.000Z',
      text: 'encerra em 01/12/2026 caso a proposta não seja respondida',
    });
    expect(deadlineText(awaitingAnswer, 'es')?.text).toBe(
      'se cierra el 01/12/2026 si no se responde la propuesta',
    );
  });

  it('still names a reminder where the status never lapses (documents from an internal area)', () => {
    const internal = {
      ...awaitingAnswer,
      analysis_status: 'AWAITING_DOCS_CLI_SSZ',
      next_deadline: { at: '2026-11-08T15:00:00.000Z', kind: 'REMINDER', key: 'DOCUMENTS_REMINDER' },
      status_lapses_at: null,
    };
    expect(deadlineText(internal, 'en')).toEqual({
      at: '2026-11-08T15:00:00.000Z',
      text: 'next reminder on 08/11/2026',
    });
  });

  it("shows a customer no reminder that is the team's business, only deadlines of their own", () => {
    const scheduled = {
      ...awaitingAnswer,
      analysis_status: 'PAYMENT_SCHEDULED',
      next_deadline: { at: '2026-12-03T15:00:00.000Z', kind: 'REMINDER', key: 'PAYMENT_OVERDUE' },
      status_lapses_at: null,
    };
    expect(deadlineText(scheduled, 'es', false)).toBeNull();
    expect(deadlineText(scheduled, 'es', true)?.text).toBe('próximo recordatorio el 03/12/2026');
    // The proposal's lapse is the customer's own deadline: they see it.
    expect(deadlineText(awaitingAnswer, 'es', false)?.text).toBe(
      'se cierra el 01/12/2026 si no se responde la propuesta',
    );
  });

  it('counts down to the time bar itself, not to the alert that wakes the workflow weeks before', () => {
    const underAnalysis = {
      ...awaitingAnswer,
      analysis_status: 'UNDER_ANALYSIS_BUE',
      time_bar_date: '2027-11-23',
      next_deadline: { at: '2027-09-24T15:00:00.000Z', kind: 'ALERT', key: 'TIME_BAR_ALERT' },
      status_lapses_at: null,
    };
    const deadline = deadlineText(underAnalysis, 'es', false);
    expect(deadline?.text).toBe('prescribe el 23/11/2027');
    expect(deadline?.at.slice(0, 10)).toBe('2027-11-23');
  });
});
