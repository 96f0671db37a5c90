import { formatters, officeNow, reimbursement, translate } from '@claims/domain';
import type { ActionSubmission } from '../../cases/ActionDialog';
import { validatePayload } from '../../cases/payload';
import type { ReimbursementDetail } from '../types';

/** The value agreed with the customer as the case's outcome shows it (the api weighs the same). */
function agreedOf(record: ReimbursementDetail) {
  const decision = record.outcome?.decision;
  return decision?.value && decision.currency ? { value: decision.value, currency: decision.currency } : null;
}

/**
 * Payment made: the agreed (or decided) value in its currency, which the payment must be made in,
 * and today, which the analyst corrects if need be.
 */
export function paidDefaults(record: ReimbursementDetail) {
  const agreed = agreedOf(record);
  return {
    // Today at the case's office: a payment cannot be made in the future.
    paidOn: officeNow(record.office).date,
    ...(agreed ?? { currency: 'BRL' }),
  };
}

/** The payment typed against the agreed value, once the payload is a valid one. */
function weighed(payload: Record<string, unknown>, record: ReimbursementDetail) {
  const agreed = agreedOf(record);
  if (!agreed || typeof payload.value !== 'string' || typeof payload.currency !== 'string') return undefined;
  const paid = { value: payload.value, currency: payload.currency };
  return { paid, agreed, against: reimbursement.paymentAgainstAgreed(paid, agreed) };
}

/** The api's refusals of the amount and its currency (a payment of nothing, another currency, more than agreed). */
function amountErrors(
  payload: Record<string, unknown>,
  locale: string,
  record: ReimbursementDetail,
): Record<string, string> {
  if (typeof payload.value === 'string' && reimbursement.paymentNotPositive(payload.value))
    return { value: translate(locale, 'validation.money.notPositive') };
  const payment = weighed(payload, record);
  if (payment?.against === 'OTHER_CURRENCY')
    return {
      currency: translate(locale, 'validation.paidInAgreedCurrency', { currency: payment.agreed.currency }),
    };
  if (payment?.against !== 'ABOVE') return {};
  const agreed = formatters(locale).money(payment.agreed.value, payment.agreed.currency);
  return { value: translate(locale, 'validation.paidAboveAgreed', { agreed }) };
}

/**
 * The domain's schema, then every refusal of the api, said under its field before anything is
 * sent (70.000 typed over a prefilled 62.500,50 went through; a date ahead was refused only
 * after the "less than agreed?" question had been asked and confirmed).
 */
export function validatePayment(
  { payload }: ActionSubmission,
  locale: string,
  record: ReimbursementDetail,
): Record<string, string> {
  const errors = validatePayload(reimbursement.actionPayloads.markPaid, payload, locale);
  if (Object.keys(errors).length > 0) return errors;
  const future: Record<string, string> =
    typeof payload.paidOn === 'string' && reimbursement.paymentDateInFuture(payload.paidOn, record.office)
      ? { paidOn: translate(locale, 'validation.paymentDateInFuture') }
      : {};
  return { ...future, ...amountErrors(payload, locale, record) };
}

/**
 * Paying less than agreed stays possible (a partial payment, netting), but is more often a slip of
 * the keyboard: the dialog asks once more before recording it.
 */
export function paymentCaution(
  { payload }: ActionSubmission,
  locale: string,
  record: ReimbursementDetail,
): string | undefined {
  const payment = weighed(payload, record);
  if (payment?.against !== 'BELOW') return undefined;
  const money = formatters(locale).money;
  return translate(locale, 'console.payment.belowAgreed', {
    paid: money(payment.paid.value, payment.paid.currency),
    agreed: money(payment.agreed.value, payment.agreed.currency),
  });
}
