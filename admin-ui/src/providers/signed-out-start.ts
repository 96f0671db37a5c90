import { session } from './session';

/**
 * A signed-out visit to a console screen starts at the login page, the screen kept (as
 * react-admin keeps it) to open after sign-in. Left to react-admin's `requireAuth`, the console
 * first renders "/", logs out there and moves to the login page in a React transition that its own
 * re-renders keep interrupting: a tester waited 13 s on a blank page, through some 1,600 logouts.
 * The password screens before sign-in (#/auth/...) open as they are.
 */
export function startSignedOutAtLogin(): void {
  if (session.token()) return;
  const path = window.location.hash.replace(/^#/, '') || '/';
  if (path === '/login' || path.startsWith('/auth/')) return;
  const [pathname = '/', search] = path.split('?');
  // react-router's history entry: the state react-admin's login reads is under `usr`.
  const state = {
    usr: { nextPathname: pathname, nextSearch: search ? `?${search}` : '' },
    key: 'default',
    idx: 0,
  };
  window.history.replaceState(state, '', '#/login');
}
