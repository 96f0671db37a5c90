import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nContext';
import { Card } from './Card';
import { timeLeft } from './countdown';

interface Timeline {
  events: { seq: number; label: string; doneBy: string | null; doneAt: string }[];
  nextDeadline: { at: string; text: string } | null;
}

/** The case's steps in order and a countdown to the next thing it will do by itself. */
export function TimelineCard({ requestId, version }: { requestId: string; version: string }) {
  const { t, locale } = useI18n();
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    api
      .get<Timeline>(`/api/reimbursements/${requestId}/timeline`)
      .then(setTimeline)
      .catch(() => setTimeline(null));
  }, [requestId, version, locale]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const deadline = timeline?.nextDeadline;
  return (
    <Card title={t('portal.detail.timeline')}>
      {deadline && (
        <p className="countdown" role="status">
          <strong>{t('portal.detail.countdown', timeLeft(deadline.at, now))}</strong> — {deadline.text}
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
