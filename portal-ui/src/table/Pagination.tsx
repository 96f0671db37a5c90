import { useI18n } from '../i18n/I18nContext';
import { pageLinks } from './pagination';

export function Pagination({
  page,
  total,
  perPage,
  onPage,
}: {
  page: number;
  total: number;
  perPage: number;
  onPage(page: number): void;
}) {
  const { t } = useI18n();
  const links = pageLinks(page, total, perPage);
  if (!links) return null;
  const button = (target: number | null, label: string, text: string, current = false) => (
    <li key={label}>
      <button
        type="button"
        className={current ? 'current' : ''}
        disabled={target === null || current}
        aria-current={current ? 'page' : undefined}
        aria-label={label}
        onClick={() => target !== null && onPage(target)}
      >
        {text}
      </button>
    </li>
  );
  return (
    <nav aria-label={t('portal.table.pagination')} className="pagination">
      <ul>
        {button(page > 1 ? links.first : null, t('portal.table.first'), '«')}
        {button(links.previous, t('portal.table.previous'), '‹')}
        {links.pages.map((p) => button(p, t('portal.table.page', { page: p }), String(p), p === page))}
        {button(links.next, t('portal.table.next'), '›')}
        {button(page < links.last ? links.last : null, t('portal.table.last'), '»')}
      </ul>
    </nav>
  );
}
