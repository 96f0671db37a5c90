import { useEffect, useState } from 'react';
import type { ReimbursementTimeline } from '@claims/contract';
import { useApiQuery } from '../../api/queries';
import { formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { Card } from './Card';
import { countdownText } from './countdown';

/**
 * The case's steps in order and a countdown to the next thing it will do by itself. It is read
 * again whenever the case changes (its key is under the case's), and shows nothing if that fails.
 */
export function TimelineCard({ requestId }: { requestId: string }) {
  const { t, locale } = useI18n();
  const read = useApiQuery<ReimbursementTimeline>(`/api/reimbursements/${requestId}/timeline`);
  const timeline = read.isError ? null : read.data;
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const deadline = timeline?.nextDeadline;
  return (
    <Card title={t('portal.detail.timeline')}>
      {deadline && (
        <p className="countdown" role="status">
          <strong>{countdownText(t, deadline.at, now)}</strong> — {deadline.text}
        </p>
      )}
      <ol className="timeline">
        {timeline?.events.map((e) => (
          <li key={e.seq}>
            <strong>{e.label}</strong>
            <small>
              {formatDateTime(locale, e.doneAt)}
              {e.doneBy ? ` · ${e.doneBy}` : ''}
            </small>
          </li>
        ))}
      </ol>
    </Card>
  );
}
