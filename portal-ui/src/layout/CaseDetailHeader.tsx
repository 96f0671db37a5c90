import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18nContext';
import { UnbreakableReferences } from './UnbreakableReferences';

/** The title of a case's detail page, its reference kept on one line, with what the page offers beside it. */
export function CaseDetailHeader({ reference, children }: { reference: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="page-header">
      <h1>
        <UnbreakableReferences text={`${t('portal.crumbs.detail')} ${reference}`} />
      </h1>
      {children}
    </div>
  );
}
