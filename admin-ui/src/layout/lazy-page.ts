import { lazy, type ComponentType } from 'react';

/**
 * A screen whose code is a chunk of its own, fetched on its first visit, so the console's first
 * script holds the framework and the layout, not every list, detail and form. react-admin's
 * Layout wraps the routed view in Suspense (its localized loading indicator) and in the error
 * boundary that shows RouteError, so while the chunk loads the menu and top bar stay, and a
 * chunk that cannot load (e.g. removed by a deploy) shows the crash page instead of a blank one.
 * Only for screens inside the Layout: the login and password pages are not, and stay eager.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin hands pages their own props
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<any> })));
}
