import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';

/**
 * The card of a register/edit form: its inputs in a grid, then the way back to its list, the
 * page's own `actions` and the submit button, which waits while the record is being saved.
 */
export function RecordForm({
  onSubmit,
  listPath,
  submitLabel,
  saving,
  actions,
  children,
}: {
  onSubmit(e: FormEvent): void;
  listPath: string;
  submitLabel: string;
  saving: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form className="card" onSubmit={onSubmit} noValidate>
      <div className="form-grid">{children}</div>
      <div className="form-actions">
        <Link className="btn btn-secondary" to={listPath}>
          {t('portal.admin.cancel')}
        </Link>
        {actions}
        <button type="submit" className="btn" disabled={saving}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
