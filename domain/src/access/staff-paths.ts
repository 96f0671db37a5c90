import type { ReportType } from '../reports';

/**
 * SPEC §2 names one set of paths for the whole product; staff work in the console (react-admin,
 * hash routes under /admin). This table says which console screen each spec path opens for a
 * signed-in staff member; the portal serves the paths and sends staff on (anyone else signs in
 * first). Resource names are the api's, so the spec's `causes` is `sinister-causes`.
 */
const RESOURCES: Record<string, string> = {
  users: 'users',
  clients: 'clients',
  'custom-broker': 'customs-brokers',
  ports: 'ports',
  vessels: 'vessels',
  causes: 'sinister-causes',
};

const REPORTS: Record<string, ReportType> = {
  'monthly-report': 'MONTHLY_SLOWEST',
  'open-processes-report': 'OPEN_PROCESSES',
  'claims-closed-report': 'CLAIMS_CLOSED',
};

const CASES: Record<string, string> = {
  'request-reimbursement': 'reimbursements',
  processes: 'protest-letters',
};

/** The console's hash route for a spec path (`/ports/new` → `/ports/create`); `/` when it has none. */
export function consoleRouteFor(pathname: string): string {
  const [section = '', page = '', id] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const resource = RESOURCES[section];
  if (resource) {
    if (page === 'new') return `/${resource}/create`;
    if (page === 'edit' && id) return `/${resource}/${encodeURIComponent(id)}`;
    return `/${resource}`;
  }
  if (section === 'reports') return REPORTS[page] ? `/reports?type=${REPORTS[page]}` : '/reports';
  const kase = CASES[section];
  if (kase) {
    const caseId = page === 'list' || page === 'draft' ? undefined : id;
    return caseId ? `/${kase}/${encodeURIComponent(caseId)}/show` : `/${kase}`;
  }
  return '/';
}

/** Where the console is served: its screens are hash routes under it. */
const CONSOLE_ROOT = '/admin/#';

/** The console URL of one of its hash routes (`/auth/create-password/<token>`). */
export const consoleUrl = (route: string) => `${CONSOLE_ROOT}${route}`;

/** Whether a link of the product opens the console (a staff member's password link), not the portal. */
export const opensConsole = (url: string) => url.startsWith(CONSOLE_ROOT);

/** The console URL (under /admin) a staff member at a spec path is sent to. */
export const consoleUrlFor = (pathname: string) => consoleUrl(consoleRouteFor(pathname));

/**
 * The spec's staff-only paths (the portal has no screen for them): each opens its console screen
 * for staff, and the login, then that screen, for anyone else.
 */
export const STAFF_ONLY_PATHS = [
  'ports/list',
  'ports/new',
  'ports/edit/:id',
  'vessels/list',
  'vessels/new',
  'vessels/edit/:id',
  'causes/list',
  'causes/new',
  'causes/edit/:id',
  'custom-broker/new',
  'custom-broker/edit/:id',
  'reports/monthly-report',
  'reports/open-processes-report',
  'reports/claims-closed-report',
] as const;
