import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api/client';
import { ConfirmButton } from '../feedback/Confirm';
import { useToasts } from '../feedback/ToastContext';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';

interface Draft {
  id: string;
  updatedAt: string;
  data: { shipping?: { blOrCte?: string }; billOfLading?: string };
}

/** /processes/draft: one's own drafts, resumed where they were left, or deleted. */
export default function DraftsPage() {
  const { t, locale } = useI18n();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const [requests, setRequests] = useState<Draft[]>([]);
  const [letters, setLetters] = useState<Draft[]>([]);
  useEffect(() => {
    api.get<Draft[]>('/api/reimbursements/drafts').then(setRequests).catch(showError);
    api.get<Draft[]>('/api/protest-letters/drafts').then(setLetters).catch(showError);
  }, [showError]);
  const remove = (path: string, id: string, done: () => void) =>
    api
      .delete(`${path}/${id}`)
      .then(() => {
        done();
        toasts.show('success', t('success.removed'));
      })
      .catch(showError);
  const list = (
    title: string,
    drafts: Draft[],
    path: string,
    resume: (d: Draft) => string,
    drop: (id: string) => void,
  ) => (
    <section className="card">
      <h2>{title}</h2>
      {drafts.length === 0 && <p className="muted">{t('common.noData')}</p>}
      <ul className="file-list">
        {drafts.map((d) => (
          <li key={d.id}>
            <Link to={resume(d)}>
              {d.data.shipping?.blOrCte || d.data.billOfLading || t('portal.drafts.untitled')} —{' '}
              {formatDateTime(locale, d.updatedAt)}
            </Link>
            <ConfirmButton
              className="btn btn-small btn-danger"
              label={t('portal.upload.removeShort')}
              question={t('confirm.delete')}
              onConfirm={() => remove(path, d.id, () => drop(d.id))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <section>
      <h1>{t('portal.menu.drafts')}</h1>
      <div className="cards">
        {list(
          t('portal.menu.reimbursements'),
          requests,
          '/api/reimbursements/drafts',
          (d) => `/request-reimbursement/create/${d.id}`,
          (id) => setRequests((all) => all.filter((d) => d.id !== id)),
        )}
        {list(
          t('portal.menu.protestLetters'),
          letters,
          '/api/protest-letters/drafts',
          (d) => `/protest/create?draft=${d.id}`,
          (id) => setLetters((all) => all.filter((d) => d.id !== id)),
        )}
      </div>
    </section>
  );
}
