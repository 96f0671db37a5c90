import { Link, useLocation } from 'react-router-dom';
import type { MessageKey } from '@claims/domain/i18n/translate';
import { useI18n } from '../i18n/I18nContext';

/** Section crumbs are labels, not links (SPEC §2: "all disabled as links"); the root crumb is "/" Home. */
const SECTIONS: Record<string, MessageKey> = {
  processes: 'portal.menu.processes',
  'request-reimbursement': 'portal.menu.reimbursements',
  protest: 'portal.menu.protestLetters',
  pages: 'portal.menu.manual',
  users: 'portal.menu.users',
  clients: 'portal.menu.clients',
  'custom-broker': 'portal.menu.customsBrokers',
};

const PAGES: Record<string, MessageKey> = {
  list: 'portal.crumbs.list',
  'users-list': 'portal.crumbs.list',
  create: 'portal.crumbs.create',
  detail: 'portal.crumbs.detail',
  details: 'portal.crumbs.detail',
  result: 'portal.crumbs.result',
  draft: 'portal.menu.drafts',
  'request-inspection': 'portal.crumbs.requestInspection',
  'check-inspection': 'portal.crumbs.checkInspection',
  manual: 'portal.menu.termsOfUse',
};

export function Breadcrumbs() {
  const { t } = useI18n();
  const [section, page] = useLocation().pathname.split('/').filter(Boolean);
  const crumbs = [section && SECTIONS[section], page && PAGES[page]].filter((k): k is MessageKey =>
    Boolean(k),
  );
  return (
    <nav aria-label={t('portal.crumbs.label')} className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">{t('portal.crumbs.home')}</Link>
        </li>
        {crumbs.map((key, i) => (
          <li key={key} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
            {t(key)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
