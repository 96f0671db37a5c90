import { Link } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n/I18nContext';

/** The case a draft became. */
export interface FiledCase {
  id: string;
  reference: string;
}

/** The case the api names when a draft asked for was filed already (DRAFT_ALREADY_FILED), else null. */
export function filedCaseOf(err: unknown): FiledCase | null {
  if (!(err instanceof ApiError) || err.code !== 'DRAFT_ALREADY_FILED') return null;
  const { caseId, reference } = err.details;
  return caseId ? { id: caseId, reference: reference ?? '' } : null;
}

/**
 * A wizard's address opened again after its draft was filed (a reload, the browser's Back):
 * what became of the draft, and the way to the case, instead of a draft that is no more.
 */
export function AlreadyFiled({ filed, detailPath }: { filed: FiledCase; detailPath: string }) {
  const { t } = useI18n();
  return (
    <section className="completed" aria-live="polite">
      <h1>{t('portal.wizard.alreadyFiledTitle')}</h1>
      <p>{t('portal.wizard.alreadyFiled', { reference: filed.reference })}</p>
      <Link className="btn" to={detailPath}>
        {t('portal.wizard.openRequest')}
      </Link>
    </section>
  );
}
