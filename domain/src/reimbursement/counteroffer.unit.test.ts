import { counterOfferInputSchema } from './action-inputs';
import { actionPayloads } from './payloads';
import { applyTransition, isLegal, legalActions } from './transitions';
import { nextDeadline, DEFAULT_REIMBURSEMENT_TIMERS } from './deadlines';
import { noticesOf } from './notifications';
import type { ReimbursementCase } from './state-machine';
import { LOG_ACTION_KEYS } from '../codes/log-actions';
import { isMessageKey } from '../i18n/translate';

const countered: ReimbursementCase = {
  status: 'UNDER_ANALYSIS_CLI_SAO',
  owningTeam: 'CLI_SAO',
  counterofferPending: true,
};

describe('answering a counteroffer', () => {
  it('offers staff to accept, decline or answer it with a new proposal, only while it is pending', () => {
    expect(legalActions(countered, 'STAFF')).toEqual(
      expect.arrayContaining(['acceptCounteroffer', 'declineCounteroffer', 'proposeAgreement']),
    );
    expect(isLegal({ ...countered, counterofferPending: false }, 'acceptCounteroffer', 'STAFF')).toBe(false);
    expect(isLegal(countered, 'acceptCounteroffer', 'CLIENT_SIDE')).toBe(false);
  });

  it('accepting within the limit agrees on it: the case waits for the R&R and nothing is pending', () => {
    const { next, logAction } = applyTransition(countered, 'acceptCounteroffer', {});
    expect(logAction).toBe('COUNTEROFFER_ACCEPTED');
    expect(next).toMatchObject({ status: 'AWAITING_RR_POA', counterofferPending: false });
  });

  it('accepting above the limit waits for a master, whose approval closes the deal', () => {
    const held = applyTransition(countered, 'acceptCounteroffer', { aboveAuthorityLimit: true }).next;
    expect(held).toMatchObject({ status: 'UNDER_ANALYSIS_CLI_SAO', proposalAwaitingApproval: true });
    expect(isLegal(held, 'declineCounteroffer', 'STAFF')).toBe(false);
    const approved = applyTransition(held, 'approveProposal', undefined).next;
    expect(approved).toMatchObject({
      status: 'AWAITING_RR_POA',
      counterofferPending: false,
      proposalAwaitingApproval: false,
    });
  });

  it('a proposal approved by a master still goes to the customer', () => {
    const held = { ...countered, counterofferPending: false, proposalAwaitingApproval: true };
    expect(applyTransition(held, 'approveProposal', undefined).next.status).toBe(
      'AWAITING_PROPOSAL_RESPONSE',
    );
  });

  it('declining keeps the case with the team and clears the pending chip', () => {
    const { next, logAction } = applyTransition(countered, 'declineCounteroffer', undefined);
    expect(logAction).toBe('COUNTEROFFER_DECLINED');
    expect(next).toMatchObject({ status: 'UNDER_ANALYSIS_CLI_SAO', counterofferPending: false });
  });
});

describe('the payment-due notice', () => {
  it('comes two days after the expected date (end of the day, UTC-3), once', () => {
    const scheduled = applyTransition(
      { status: 'AWAITING_PAYMENT_SCHEDULING', owningTeam: 'BUE', counterofferPending: false },
      'schedulePayment',
      { expectedDate: '2026-12-15' },
    ).next;
    const due = nextDeadline(
      scheduled,
      Date.parse('2026-12-01'),
      undefined,
      DEFAULT_REIMBURSEMENT_TIMERS,
      'AR',
    );
    expect(due).toEqual({
      at: Date.parse('2026-12-17T23:59:59-03:00'),
      kind: 'REMINDER',
      reminder: 'PAYMENT_OVERDUE',
    });
    expect(
      nextDeadline(scheduled, 0, Date.parse('2026-12-18'), DEFAULT_REIMBURSEMENT_TIMERS, 'AR'),
    ).toBeUndefined();
  });
});

describe('who is told what', () => {
  it('a transfer tells the receiving team; documents asked of the customer tell the customer', () => {
    expect(noticesOf('RESPONSIBILITY_TRANSFERRED_BUE', {}, 'UNDER_ANALYSIS_BUE')).toEqual([
      { recipient: 'CLAIMS', kind: 'RESPONSIBILITY_TRANSFERRED' },
    ]);
    expect(noticesOf('DOCUMENTS_REQUESTED_CUSTOMER', {}, 'AWAITING_DOCS_CLIENT')).toEqual([
      { recipient: 'CLIENT', kind: 'DOCUMENTS_REQUESTED_CUSTOMER' },
    ]);
  });

  it('above the limit only masters hear of a proposal, and the customer never of the approval', () => {
    expect(noticesOf('AGREEMENT_PROPOSAL', { aboveAuthorityLimit: true }, 'UNDER_ANALYSIS_BUE')).toEqual([
      { recipient: 'MASTER', kind: 'PROPOSAL_AWAITING_APPROVAL' },
    ]);
    expect(noticesOf('PROPOSAL_APPROVED', {}, 'AWAITING_PROPOSAL_RESPONSE')).toEqual([
      { recipient: 'CLIENT', kind: 'AGREEMENT_PROPOSAL' },
      { recipient: 'CASE_ANALYSTS', kind: 'PROPOSAL_APPROVED' },
    ]);
  });

  it('an approved acceptance of a counteroffer reads as the counteroffer accepted, to both sides', () => {
    expect(noticesOf('PROPOSAL_APPROVED', { of: 'COUNTEROFFER' }, 'AWAITING_RR_POA')).toEqual([
      { recipient: 'CLIENT', kind: 'COUNTEROFFER_ACCEPTED' },
      { recipient: 'CASE_ANALYSTS', kind: 'COUNTEROFFER_ACCEPTANCE_APPROVED' },
    ]);
  });

  it('a master’s rejection goes to the analysts only, never to the customer', () => {
    expect(noticesOf('PROPOSAL_REJECTED', { reason: 'x' } as object, 'UNDER_ANALYSIS_BUE')).toEqual([
      { recipient: 'CASE_ANALYSTS', kind: 'PROPOSAL_REJECTED' },
    ]);
    expect(noticesOf('PROPOSAL_REJECTED', { of: 'COUNTEROFFER' }, 'UNDER_ANALYSIS_BUE')).toEqual([
      { recipient: 'CASE_ANALYSTS', kind: 'COUNTEROFFER_ACCEPTANCE_REJECTED' },
    ]);
  });

  it('an accepted proposal asks the customer for the settlement documents, though they accepted', () => {
    expect(noticesOf('PROPOSAL_ACCEPTED', {}, 'AWAITING_RR_POA')).toContainEqual({
      recipient: 'CLIENT',
      kind: 'SETTLEMENT_DOCUMENTS_REQUESTED',
      confirmation: true,
    });
  });

  it('the customer’s answers go to the team and to every analyst who acted on the case', () => {
    for (const [step, kind] of [
      ['DOCUMENTS_PROVIDED', 'DOCUMENTS_PROVIDED'],
      ['COUNTEROFFER_MADE', 'COUNTEROFFER_MADE'],
      ['SETTLEMENT_DOCUMENTS_PROVIDED', 'SETTLEMENT_DOCUMENTS_PROVIDED'],
      ['PROPOSAL_ACCEPTED', 'PROPOSAL_ACCEPTED'],
    ])
      expect(noticesOf(step!, {}, 'UNDER_ANALYSIS_BUE')).toContainEqual({ recipient: 'CASE_ANALYSTS', kind });
  });

  it('a reminder of documents asked of an internal area goes to claims, not to the customer', () => {
    expect(noticesOf('DOCUMENTS_REMINDER', {}, 'AWAITING_DOCS_CLI_SSZ')).toEqual([
      { recipient: 'CLAIMS', kind: 'DOCUMENTS_REMINDER_INTERNAL' },
    ]);
  });
});

describe('every notice has words of its own', () => {
  it('no step of a request is announced as a generic "updated"', () => {
    const steps = [
      ...LOG_ACTION_KEYS,
      'DOCUMENTS_REMINDER',
      'SETTLEMENT_DOCUMENTS_REMINDER',
      'PROPOSAL_ABOUT_TO_LAPSE',
      'PAYMENT_OVERDUE',
      'SLA_BREACHED',
      'TIME_BAR_ALERT',
      'DEBT_NOTE_DUE',
    ];
    const kinds = new Set<string>();
    for (const step of steps)
      for (const payload of [{}, { aboveAuthorityLimit: true }, { of: 'COUNTEROFFER' }])
        for (const status of ['AWAITING_DOCS_CLIENT', 'AWAITING_DOCS_CLI_SSZ'])
          for (const n of noticesOf(step, payload, status)) kinds.add(n.kind);
    const missing = [...kinds].filter(
      (k) => !isMessageKey(`notify.${k}.subject`) || !isMessageKey(`notify.${k}.body`),
    );
    expect(missing).toEqual([]);
    expect(kinds.size).toBeGreaterThan(25);
  });
});

describe('a counteroffer as the customer types it', () => {
  it('is held to the decimals of the currency of the proposal it answers, and comes out canonical', () => {
    expect(counterOfferInputSchema('BRL').parse({ value: '11000,5' })).toEqual({
      value: '11000.50',
      message: '',
    });
    expect(counterOfferInputSchema('PYG').parse({ value: '10500000' })).toEqual({
      value: '10500000',
      message: '',
    });
    const cents = counterOfferInputSchema('PYG').safeParse({ value: '10500000,5' });
    expect(cents.success ? [] : cents.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['value', 'validation.money.noDecimals'],
    ]);
  });

  it('is refused at zero, as a proposal is: nothing is no offer', () => {
    const issues = (result: {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    }) => (result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues(counterOfferInputSchema('USD').safeParse({ value: '0,00' }))).toEqual([
      ['value', 'validation.money.notPositive'],
    ]);
    expect(issues(actionPayloads.proposeAgreement.safeParse({ value: '0', currency: 'BRL' }))).toEqual([
      ['value', 'validation.money.notPositive'],
    ]);
    expect(actionPayloads.proposeAgreement.safeParse({ value: '0.01', currency: 'BRL' }).success).toBe(true);
  });

  it('with too many decimals, is refused once, naming its own currency and never the real', () => {
    const refusals = (result: {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string; params?: unknown }[] };
    }) => (result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message, i.params]));
    const tooMany = ['value', 'validation.money.tooManyDecimals', { currency: 'USD', decimals: 2 }];
    expect(refusals(counterOfferInputSchema('USD').safeParse({ value: '11.000,555' }))).toEqual([tooMany]);
    expect(
      refusals(
        actionPayloads.proposeAgreement.safeParse({ value: '11000.555', currency: 'USD', quotation: '5.4' }),
      ),
    ).toEqual([tooMany]);
  });
});
