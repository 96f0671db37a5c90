import { useCallback, useEffect, useState } from 'react';

/** SPEC §9 breakpoints: the sidebar closes below 992 px; at or below 415 px a click on it hides it. */
export const LARGE_SCREEN = '(min-width: 992px)';
export const PHONE = '(max-width: 415px)';

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * SPEC §2 sidebar behaviour: closed at creation; on every route change open or closed by the
 * large-screen query; closes when the window narrows below 992 px and reappears when it widens.
 */
export function useSidebar(pathname: string) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setOpen(matches(LARGE_SCREEN));
  }, [pathname]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(LARGE_SCREEN);
    const onChange = (e: MediaQueryListEvent) => setOpen(e.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const toggle = useCallback(() => setOpen((o) => !o), []);
  const clickedInside = useCallback(() => {
    if (matches(PHONE)) setOpen(false);
  }, []);
  return { open, toggle, clickedInside };
}
