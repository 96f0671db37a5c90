import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import { formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { Card } from './Card';
import { LogDetails } from './LogDetails';
import type { RequestDetail } from './request-detail';

export function LogCard({ request }: { request: RequestDetail }) {
  const { t, locale } = useI18n();
  return (
    <Card title={t('portal.detail.log')}>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">{t('portal.detail.log')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('portal.detail.action')}</th>
              <th scope="col">{t('portal.detail.doneBy')}</th>
              <th scope="col">{t('portal.detail.doneAt')}</th>
            </tr>
          </thead>
          <tbody>
            {request.log.map((entry) => (
              <tr key={entry.seq}>
                <td>
                  {t(`codes.logActions.${entry.action}` as CodeLabelKey)}
                  <LogDetails details={entry.details} office={request.office} />
                </td>
                <td>{entry.byClaimsTeam ? t('conversation.log.claimsTeam') : (entry.doneByName ?? '—')}</td>
                <td>{formatDateTime(locale, entry.doneAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
