import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { roleOf } from '../session/storage';
import { activeGroups, menuFor } from './menu';

export function Sidebar({ open, onClickInside }: { open: boolean; onClickInside(): void }) {
  const { t } = useI18n();
  const { user } = useSession();
  const { pathname } = useLocation();
  const groups = menuFor(roleOf(user));
  const [expanded, setExpanded] = useState<Set<string>>(() => activeGroups(groups, pathname));
  // Groups expand on the active route and collapse on route change (SPEC §2).
  useEffect(() => {
    setExpanded(activeGroups(menuFor(roleOf(user)), pathname));
  }, [pathname, user]);

  const toggle = (label: string) =>
    setExpanded((all) => {
      const next = new Set(all);
      if (!next.delete(label)) next.add(label);
      return next;
    });

  return (
    <nav
      id="sidebar"
      className={`sidebar ${open ? 'open' : 'closed'}`}
      aria-label={t('portal.menu.label')}
      hidden={!open}
      onClick={onClickInside}
    >
      <ul>
        {groups.map((group) => {
          const isOpen = expanded.has(group.label);
          const panel = `menu-${group.label.replace(/\W/g, '-')}`;
          return (
            <li key={group.label}>
              <button
                type="button"
                className="sidebar-group"
                aria-expanded={isOpen}
                aria-controls={panel}
                onClick={(e) => {
                  e.stopPropagation();
                  toggle(group.label);
                }}
              >
                {t(group.label)}
                <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
              </button>
              <ul id={panel} hidden={!isOpen}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end>
                      {t(link.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
