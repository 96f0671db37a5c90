import { formatDate, formatMoney } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { Card, Details } from './Card';
import type { RequestDetail } from './request-detail';

/**
 * Once scheduled: the expected payment date and what will be paid, then what was paid, when, and
 * its receipt. Shown right under the summary: it is what the customer waits for.
 */
export function PaymentCard({ request }: { request: RequestDetail }) {
  const { t, locale } = useI18n();
  const payment = request.payment;
  if (!payment) return null;
  // Until it is paid, what will be: the agreed value, or the part a partial decision pays.
  const decided = request.outcome?.decision;
  const toPay =
    decided?.kind === 'PARTIALLY_PROCEDENT' ? (decided.partialValue ?? decided.value) : decided?.value;
  return (
    <Card title={t('conversation.payment.title')} className="payment">
      <Details
        rows={[
          [t('conversation.payment.expected'), formatDate(locale, payment.expectedDate, request.office)],
          ...(!payment.paidOn && toPay && decided?.currency
            ? ([[t('conversation.payment.toPay'), formatMoney(locale, toPay, decided.currency)]] as [
                string,
                string,
              ][])
            : []),
          [
            t('conversation.payment.paidOn'),
            payment.paidOn
              ? formatDate(locale, payment.paidOn, request.office)
              : t('conversation.payment.notYet'),
          ],
          ...(payment.paidOn
            ? ([
                [
                  t('conversation.payment.amount'),
                  payment.currency ? formatMoney(locale, payment.value, payment.currency) : payment.value,
                ],
                [t('conversation.payment.receipt'), payment.receipt?.name],
              ] as [string, string | null | undefined][])
            : []),
        ]}
      />
    </Card>
  );
}
