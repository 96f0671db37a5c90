import type { MessageKey } from '@claims/domain/src/i18n/translate';
import { formatDate, formatMoney } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { Card, Details } from './Card';
import type { RequestDetail } from './request-detail';

export function AnalysisCard({ request }: { request: RequestDetail }) {
  const { t, label, locale } = useI18n();
  const a = request.analysis;
  return (
    <Card title={t('portal.detail.analysis')}>
      {a ? (
        <Details
          rows={[
            [label('fields.result'), t(`portal.detail.result.${a.result}` as MessageKey)],
            [label('fields.justification'), a.justification],
            [
              t('portal.detail.reimbursementAmount'),
              a.currency ? formatMoney(locale, a.reimbursementAmount, a.currency) : null,
            ],
            [t('portal.detail.comments'), a.comments],
            [label('fields.date'), formatDate(locale, a.createdAt)],
          ]}
        />
      ) : (
        <p className="muted">{t('portal.detail.noAnalysis')}</p>
      )}
    </Card>
  );
}
