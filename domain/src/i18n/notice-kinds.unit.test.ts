import { LOG_ACTIONS } from '../codes/log-actions';
import { PROTEST_NOTIFICATIONS } from '../protest/notifications';
import * as protest from '../protest/notifications';
import { noticesOf, REQUEST_FILED_ON_BEHALF } from '../reimbursement/notifications';
import { SUPPORTED_LOCALES as LOCALES } from './locales';
import { isMessageKey, translate } from './translate';

/**
 * Issue 15: a notice says what happened and what is expected of whom, never the generic "case
 * updated". Every kind a step can send (both case kinds, every payload variant) has a subject and
 * a body of its own in every language.
 */
const reimbursementKinds = LOG_ACTIONS.map((a) => a.key as string).flatMap((action) =>
  [{}, { aboveAuthorityLimit: true }, { of: 'COUNTEROFFER' }].flatMap((payload) =>
    ['UNDER_ANALYSIS_BUE', 'AWAITING_RR_POA', 'PAYMENT_SCHEDULED'].flatMap((status) =>
      noticesOf(action, payload, status).map((n) => n.kind),
    ),
  ),
);
const kinds = [
  ...new Set([
    ...reimbursementKinds,
    REQUEST_FILED_ON_BEHALF,
    ...Object.keys(PROTEST_NOTIFICATIONS),
    protest.PROTEST_LETTER_RECEIVED,
    protest.PROTEST_LETTER_RECEIVED_LATE,
    protest.INSPECTION_RESCHEDULED,
    protest.PROTEST_LETTER_FILED_ON_BEHALF,
    protest.REIMBURSEMENT_SUGGESTED,
    protest.REIMBURSEMENT_BY_EMAIL,
  ]),
];

describe('the words of every notice', () => {
  it('finds the kinds to check', () => {
    expect(kinds).toEqual(expect.arrayContaining(['LETTER_OF_PROTEST_LINKED', 'RESPONSIBILITY_TRANSFERRED']));
  });

  it.each(kinds)('%s has its own subject and body in every language', (kind) => {
    for (const part of ['subject', 'body']) {
      expect(isMessageKey(`notify.${kind}.${part}`)).toBe(true);
      for (const locale of LOCALES)
        expect(translate(locale, `notify.${kind}.${part}`)).not.toBe(`notify.${kind}.${part}`);
    }
  });
});
