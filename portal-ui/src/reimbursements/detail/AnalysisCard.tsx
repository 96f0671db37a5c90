import type { MessageKey } from '@claims/domain/i18n/translate';
import { decidedByText } from '@claims/domain/reimbursement/decided-by';
import { formatDate, formatMoney } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { Card, Details } from './Card';
import type { RequestDetail } from './request-detail';

/**
 * The claims analysis, or how the case was settled: an agreement (value, currency, who agreed,
 * when) or the recorded outcome; a closed case says when, by whom and why it closed.
 */
export function AnalysisCard({ request }: { request: RequestDetail }) {
  const { t, label, locale } = useI18n();
  const a = request.analysis;
  const outcome = request.outcome;
  const decision = outcome?.decision;
  const money = (value: string | null | undefined, currency: string | null | undefined) =>
    currency ? formatMoney(locale, value, currency) : null;
  return (
    <Card title={t(outcome?.closed ? 'conversation.outcome.title' : 'portal.detail.analysis')}>
      {decision && (
        <Details
          rows={[
            [label('fields.result'), t(`conversation.outcome.kind.${decision.kind}` as MessageKey)],
            [
              decision.kind.endsWith('_ACCEPTED')
                ? t('conversation.outcome.agreedValue')
                : t('portal.detail.reimbursementAmount'),
              money(decision.value, decision.currency),
            ],
            ...(decision.partialValue
              ? ([
                  [label('fields.partialProposedValue'), money(decision.partialValue, decision.currency)],
                ] as [string, string | null][])
              : []),
            [t('conversation.outcome.decidedBy'), decidedByText(decision, t)],
            [t('conversation.outcome.decidedAt'), formatDate(locale, decision.decidedAt, request.office)],
            ...(a && !decision.kind.endsWith('_ACCEPTED')
              ? ([
                  [label('fields.justification'), a.justification],
                  [t('portal.detail.comments'), a.comments],
                ] as [string, string | null][])
              : []),
          ]}
        />
      )}
      {outcome?.closed && (
        <>
          {outcome.expired && <p className="notice">{t('conversation.outcome.expired')}</p>}
          {!decision && !outcome.expired && <p>{t('conversation.outcome.closedWithoutDecision')}</p>}
          <Details
            rows={[
              [t('conversation.outcome.closedAt'), formatDate(locale, outcome.closedAt, request.office)],
              [
                t('conversation.outcome.closedBy'),
                outcome.closedByName ?? t('conversation.outcome.automatic'),
              ],
              ...(outcome.closeReason
                ? ([[t('conversation.outcome.closeReason'), outcome.closeReason]] as [string, string][])
                : []),
            ]}
          />
        </>
      )}
      {!decision && !outcome?.closed && <p className="muted">{t('portal.detail.noAnalysis')}</p>}
    </Card>
  );
}
