import type { ProtestLetterDetail } from '@claims/contract';
import { formatDate } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';

export type LateNoticeFacts = Pick<ProtestLetterDetail, 'lateNotice' | 'noticeDeadline' | 'office'>;

/**
 * A letter filed after its notice period is accepted but flagged "late notice" (ARCHITECTURE §4):
 * the client who filed it is told so, and until when it was due, where they see the letter.
 */
export function LateNotice({ letter }: { letter: LateNoticeFacts }) {
  const { t, locale } = useI18n();
  if (!letter.lateNotice) return null;
  return (
    <p className="notice" role="note">
      {t('portal.protest.lateNotice', { deadline: formatDate(locale, letter.noticeDeadline, letter.office) })}
    </p>
  );
}
