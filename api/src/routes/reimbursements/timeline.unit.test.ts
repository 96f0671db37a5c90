import { deadlineText, type RequestDeadlines } from './timeline';

/** A request as the timeline route reads it: a proposal with the customer since 1 Nov. */
const awaitingAnswer: RequestDeadlines = {
  analysisStatus: 'AWAITING_PROPOSAL_RESPONSE',
  office: 'BR',
  timeBarDate: null,
  // The workflow's next wake-up is the 7-day reminder; the proposal lapses at 30 days.
  nextDeadline: { at: '2026-11-08T15:00:00.000Z', kind: 'REMINDER', key: 'PROPOSAL_ABOUT_TO_LAPSE' },
  statusLapsesAt: new Date('2026-12-01T15:00:00.000Z'),
};

/** The same request after an agreement: the R&R and the power of attorney are due by 24 Dec. */
const awaitingSettlement: RequestDeadlines = {
  ...awaitingAnswer,
  analysisStatus: 'AWAITING_RR_POA',
  nextDeadline: { at: '2026-12-24T15:00:00.000Z', kind: 'TRANSITION', key: 'settlementDocumentsLapsed' },
  statusLapsesAt: new Date('2026-12-24T15:00:00.000Z'),
};

/** The same request in a status that never lapses, its next deadline a reminder of `key` at `at`. */
const onlyReminder = (
  analysisStatus: RequestDeadlines['analysisStatus'],
  at: string,
  key: string,
): RequestDeadlines => ({
  ...awaitingAnswer,
  analysisStatus,
  nextDeadline: { at, kind: 'REMINDER', key },
  statusLapsesAt: null,
});

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
    const internal = onlyReminder('AWAITING_DOCS_CLI_SSZ', '2026-11-08T15:00:00.000Z', 'DOCUMENTS_REMINDER');
    expect(deadlineText(internal, 'en')).toEqual({
      at: '2026-11-08T15:00:00.000Z',
      text: 'next reminder on 08/11/2026',
    });
  });

  it("shows a customer no reminder that is the team's business, only deadlines of their own", () => {
    const scheduled = onlyReminder('PAYMENT_SCHEDULED', '2026-12-03T15:00:00.000Z', 'PAYMENT_OVERDUE');
    expect(deadlineText(scheduled, 'es', false)).toBeNull();
    expect(deadlineText(scheduled, 'es', true)?.text).toBe('próximo recordatorio el 03/12/2026');
    // The proposal's lapse is the customer's own deadline: they see it.
    expect(deadlineText(awaitingAnswer, 'es', false)?.text).toBe(
      'se cierra el 01/12/2026 si no se responde la propuesta',
    );
  });

  it('counts down to the time bar itself, not to the alert that wakes the workflow weeks before', () => {
    const underAnalysis: RequestDeadlines = {
      ...awaitingAnswer,
      analysisStatus: 'UNDER_ANALYSIS_BUE',
      timeBarDate: '2027-11-23',
      nextDeadline: { at: '2027-09-24T15:00:00.000Z', kind: 'ALERT', key: 'TIME_BAR_ALERT' },
      statusLapsesAt: null,
    };
    const deadline = deadlineText(underAnalysis, 'es', false);
    expect(deadline?.text).toBe('prescribe el 23/11/2027');
    expect(deadline?.at.slice(0, 10)).toBe('2027-11-23');
  });

  it('keeps counting down to the time bar in its last week, when no alert is left to wake the workflow', () => {
    const lastWeek: RequestDeadlines = {
      ...awaitingAnswer,
      analysisStatus: 'UNDER_ANALYSIS_BUE',
      timeBarDate: '2026-11-30',
      nextDeadline: null,
      statusLapsesAt: null,
    };
    for (const staff of [false, true]) {
      const deadline = deadlineText(lastWeek, 'es', staff);
      expect([deadline?.text, deadline?.at.slice(0, 10)]).toEqual(['prescribe el 30/11/2026', '2026-11-30']);
    }
    // A customer is shown the time bar, not the team's payment reminder; a closed case runs to nothing.
    const scheduled = {
      ...onlyReminder('PAYMENT_SCHEDULED', '2026-12-03T15:00:00.000Z', 'PAYMENT_OVERDUE'),
      timeBarDate: '2027-11-23',
    };
    expect(deadlineText(scheduled, 'pt-BR', false)?.text).toBe('prescreve em 23/11/2027');
    expect(deadlineText({ ...lastWeek, analysisStatus: 'PROCESS_CLOSED' }, 'es', false)).toBeNull();
  });

  it('tells the client what to send by when to be paid, and staff what the client must send', () => {
    expect(deadlineText(awaitingSettlement, 'es', false)?.text).toBe(
      'envíe el R&R y el poder hasta el 24/12/2026 para recibir el pago',
    );
    expect(deadlineText(awaitingSettlement, 'pt-BR', false)?.text).toBe(
      'envie o R&R e a procuração até 24/12/2026 para receber o pagamento',
    );
    expect(deadlineText(awaitingSettlement, 'en', false)?.text).toBe(
      'send the R&R and power of attorney by 24/12/2026 to receive the payment',
    );
    expect(deadlineText(awaitingSettlement, 'es', true)?.text).toBe(
      'el cliente debe enviar el R&R y el poder hasta el 24/12/2026 para recibir el pago',
    );
  });

  it('names only what is still to send: a power of attorney sent earlier is not asked again', () => {
    const poaHeld = ['POWER_OF_ATTORNEY'];
    expect(deadlineText(awaitingSettlement, 'pt-BR', false, poaHeld)?.text).toBe(
      'envie o R&R até 24/12/2026 para receber o pagamento',
    );
    expect(deadlineText(awaitingSettlement, 'es', true, poaHeld)?.text).toBe(
      'el cliente debe enviar el R&R hasta el 24/12/2026 para recibir el pago',
    );
    expect(deadlineText(awaitingSettlement, 'es', false, ['RECEIPT_AND_RELEASE'])?.text).toBe(
      'envíe el poder hasta el 24/12/2026 para recibir el pago',
    );
    // Both sent: the client still confirms them, and the sentence names both as the rule asks.
    expect(deadlineText(awaitingSettlement, 'pt-BR', false, [...poaHeld, 'RECEIPT_AND_RELEASE'])?.text).toBe(
      'envie o R&R e a procuração até 24/12/2026 para receber o pagamento',
    );
  });
});
