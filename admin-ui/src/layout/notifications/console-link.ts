/**
 * Notifications carry portal paths (workers/src/jobs/templates/case-link.ts and the report
 * job's `/reports/detail/:id`); the console shows the same things at its own routes.
 */
const ROUTES: [RegExp, (id: string) => string][] = [
  [/^\/request-reimbursement\/detail\/([\w-]+)/, (id) => `/reimbursements/${id}/show`],
  [/^\/processes\/details\/([\w-]+)/, (id) => `/protest-letters/${id}/show`],
  [/^\/reports\/detail\/([\w-]+)/, (id) => `/reports/${id}`],
];

export function consoleLink(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const [pattern, route] of ROUTES) {
    const match = pattern.exec(link);
    if (match) return route(match[1]!);
  }
  return null;
}
