import path from 'node:path';
import { DEFAULT_PAGE_SIZE } from '@claims/domain';
import { ROOT } from '../stack/paths';
import { blOf, containerOf, requestReference, uuidFor } from './seed/case-rows';

/** Who reads: the analyst of team CLI_SAO, a master, or the big customer on the portal. */
export type Reader = 'analyst' | 'master' | 'bigCustomer';

/** One screen's read: the requests its page makes, measured together as one sample. */
export interface Read {
  name: string;
  /** Lists, search, detail and the dashboard have the 50 ms p95 target at 1M. */
  group: 'list' | 'search' | 'detail' | 'dashboard';
  reader: Reader;
  paths: string[];
  /** The api runs the statements side by side on its pool (the dashboard), not in one transaction. */
  parallel?: boolean;
}

const ANALYST_TEAM = 'CLI_SAO';
// A request every size holds, the same case at 10k and at 1M: growth measures the table, not the case.
const PROBE = 9_973;

const list = (filter: Record<string, unknown>, pageSize = 25, sort = ['createdAt', 'DESC']) =>
  '/api/reimbursements?' +
  new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(sort),
    range: JSON.stringify([0, pageSize - 1]),
  });

/**
 * "Awaiting me" as the console builds it (admin-ui's saved filters), read from the console's
 * own module so the bench measures the filter analysts click. Imported by a computed path:
 * the module is the browser's, outside the server packages' type check.
 */
async function awaitingMeFilter(): Promise<Record<string, unknown>> {
  const module = path.join(ROOT, 'admin-ui/src/reimbursements/actions/legal-actions.ts');
  const { awaitingStaffStatuses } = (await import(module)) as {
    awaitingStaffStatuses: (team: string) => string[];
  };
  return { team: ANALYST_TEAM, analysisStatus: awaitingStaffStatuses(ANALYST_TEAM) };
}

/**
 * Every read ARCHITECTURE §7 names: the quick filters, the search box, the portal, detail,
 * dashboard. Search and detail look for one request that the smallest size already holds.
 */
export async function benchReads(smallestSize: number): Promise<Read[]> {
  const probe = Math.min(PROBE, smallestSize);
  const id = uuidFor('request', probe);
  return [
    { name: 'list: awaiting me', group: 'list', reader: 'analyst', paths: [list(await awaitingMeFilter())] },
    { name: 'list: my team', group: 'list', reader: 'analyst', paths: [list({ team: ANALYST_TEAM })] },
    { name: 'list: SLA breached', group: 'list', reader: 'analyst', paths: [list({ slaBreached: true })] },
    {
      name: 'list: time bar within 30 days',
      group: 'list',
      reader: 'analyst',
      // Nearest time bar first, as the console's quick filter sorts it.
      paths: [list({ timeBarWithinDays: 30 }, 25, ['timeBarDate', 'ASC'])],
    },
    {
      name: 'search: reference',
      group: 'search',
      reader: 'analyst',
      paths: [list({ q: requestReference(probe) })],
    },
    { name: 'search: BL', group: 'search', reader: 'analyst', paths: [list({ q: blOf(probe) })] },
    {
      name: 'search: container',
      group: 'search',
      reader: 'analyst',
      paths: [list({ q: containerOf(probe) })],
    },
    {
      name: "portal: big customer's list",
      group: 'list',
      reader: 'bigCustomer',
      paths: [list({}, DEFAULT_PAGE_SIZE)],
    },
    {
      name: 'detail with timeline',
      group: 'detail',
      reader: 'analyst',
      paths: [`/api/reimbursements/${id}`, `/api/reimbursements/${id}/timeline`],
    },
    { name: 'dashboard', group: 'dashboard', reader: 'master', paths: ['/api/dashboard'], parallel: true },
  ];
}
