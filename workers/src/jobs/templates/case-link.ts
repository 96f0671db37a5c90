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

export const absoluteUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;
