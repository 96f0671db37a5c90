import { useEffect, useState } from 'react';
import type { CarrierNotice as CarrierNoticeResponse } from '@claims/contract';
import { api } from '../../api/client';
import { useI18n } from '../../i18n/I18nContext';

/** SPEC §1: one carrier's shipments, and long-course ones, are claimed by e-mail, not here. */
export function CarrierNotice() {
  const { t } = useI18n();
  const [notice, setNotice] = useState<CarrierNoticeResponse | null>(null);
  useEffect(() => {
    api
      .get<CarrierNoticeResponse>('/api/reimbursements/carrier-notice')
      .then(setNotice)
      .catch(() => {});
  }, []);
  if (!notice) return null;
  return (
    <aside className="notice" role="note" aria-label={t('portal.wizard.noticeTitle')}>
      <strong>{t('portal.wizard.noticeTitle')}</strong>
      <p>{t('notices.carrierReimbursementByEmail', notice)}</p>
      <p>{t('notices.longCourseReimbursementByEmail', notice)}</p>
    </aside>
  );
}
