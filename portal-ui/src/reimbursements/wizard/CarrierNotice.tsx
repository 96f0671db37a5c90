import type { CarrierNotice as CarrierNoticeResponse } from '@claims/contract';
import { useApiQuery } from '../../api/queries';
import { useI18n } from '../../i18n/I18nContext';

/** SPEC §1: one carrier's shipments, and long-course ones, are claimed by e-mail, not here. */
export function CarrierNotice() {
  const { t } = useI18n();
  // Nothing to say when it cannot be read: the wizard goes on without the notice.
  const { data: notice } = useApiQuery<CarrierNoticeResponse>('/api/reimbursements/carrier-notice');
  if (!notice) return null;
  return (
    <aside className="notice" role="note" aria-label={t('portal.wizard.noticeTitle')}>
      <strong>{t('portal.wizard.noticeTitle')}</strong>
      <p>{t('notices.carrierReimbursementByEmail', notice)}</p>
      <p>{t('notices.longCourseReimbursementByEmail', notice)}</p>
    </aside>
  );
}
