import { Link } from 'react-router-dom';
import type { CaseDraft } from '@claims/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { useApiQuery } from '../api/queries';
import { pathKey } from '../api/query-keys';
import { ConfirmButton } from '../feedback/Confirm';
import { useToasts } from '../feedback/ToastContext';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { useFailedReadToast } from '../feedback/useFailedReadToast';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';

/** What a draft is listed as: the BL/CT-e of a request or the bill of lading of a letter, once typed. */
function draftName({ data }: CaseDraft): string | undefined {
  const shipping = typeof data.shipping === 'object' && data.shipping !== null ? data.shipping : {};
  const name = ('blOrCte' in shipping && shipping.blOrCte) || data.billOfLading;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

const REQUEST_DRAFTS = '/api/reimbursements/drafts';
const LETTER_DRAFTS = '/api/protest-letters/drafts';

/** /processes/draft: one's own drafts, resumed where they were left, or deleted. */
export default function DraftsPage() {
  const { t, locale } = useI18n();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const queryClient = useQueryClient();
  const requests = useApiQuery<CaseDraft[]>(REQUEST_DRAFTS);
  const letters = useApiQuery<CaseDraft[]>(LETTER_DRAFTS);
  useFailedReadToast(requests.error);
  useFailedReadToast(letters.error);
  // Gone from the list at once, then the list is read again.
  const remove = useMutation({
    mutationFn: ({ path, id }: { path: string; id: string }) => api.delete(`${path}/${id}`),
    onSuccess: (_, { path, id }) => {
      queryClient.setQueryData<CaseDraft[]>(pathKey(path), (all) => all?.filter((d) => d.id !== id));
      void queryClient.invalidateQueries({ queryKey: pathKey(path) });
      toasts.show('success', t('success.removed'));
    },
    onError: showError,
  });
  const list = (title: string, drafts: CaseDraft[] = [], path: string, resume: (d: CaseDraft) => string) => (
    <section className="card">
      <h2>{title}</h2>
      {drafts.length === 0 && <p className="muted">{t('common.noData')}</p>}
      <ul className="file-list">
        {drafts.map((d) => (
          <li key={d.id}>
            <Link to={resume(d)}>
              {draftName(d) ?? t('portal.drafts.untitled')} — {formatDateTime(locale, d.updatedAt)}
            </Link>
            <ConfirmButton
              className="btn btn-small btn-danger"
              label={t('portal.upload.removeShort')}
              question={t('confirm.delete')}
              onConfirm={() => remove.mutateAsync({ path, id: d.id }).catch(() => {})}
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
          requests.data,
          REQUEST_DRAFTS,
          (d) => `/request-reimbursement/create/${d.id}`,
        )}
        {list(
          t('portal.menu.protestLetters'),
          letters.data,
          LETTER_DRAFTS,
          (d) => `/protest/create?draft=${d.id}`,
        )}
      </div>
    </section>
  );
}
