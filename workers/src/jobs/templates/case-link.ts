import { consoleUrlFor, isRoleKey, isStaff, opensConsole } from '@claims/domain';
import type { OutboxPayload } from '../recipients';

/**
 * Where a notification takes its reader, as a path of the portal (SPEC §2): the case's detail
 * page, or the page an invitation or reset link carries in the payload.
 */
export function linkOf(payload: OutboxPayload): string | null {
  if (typeof payload.path === 'string' && payload.path.startsWith('/')) return payload.path;
  if (!payload.caseId) return null;
  if (payload.caseKind === 'reimbursement') return `/request-reimbursement/detail/${payload.caseId}`;
  if (payload.caseKind === 'protest_letter') return `/processes/details/${payload.caseId}`;
  return null;
}

/**
 * The page a notice's link opens for this reader: staff work in the console, so a case's portal
 * page becomes its console screen ("/request-reimbursement/detail/<id>" opens the request's show
 * screen under /admin/#), as the portal itself sends a signed-in staff member there.
 */
export function linkFor(link: string | null, role: string): string | null {
  if (!link || opensConsole(link) || !isRoleKey(role) || !isStaff(role)) return link;
  return consoleUrlFor(link);
}

export const absoluteUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;
