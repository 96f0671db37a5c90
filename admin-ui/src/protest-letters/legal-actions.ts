import { can, protest, type RoleKey } from '@claims/domain';
import type { ProtestLetterDetail } from './types';

export function protestCaseOf(detail: ProtestLetterDetail): protest.ProtestCase {
  return {
    status: detail.status,
    inspectorId: detail.inspection?.inspectorId ?? null,
    inspectionAt: null,
    inspectionResult: detail.inspection?.result ?? null,
    reimbursementRequestId: detail.reimbursementRequestId ?? null,
  };
}

/**
 * The letter's commands legal now for the staff side (domain/src/protest/transitions.ts), for
 * roles that may act; customer service gets none, and the inspector's own result is not the console's.
 */
export function staffProtestActions(
  detail: ProtestLetterDetail,
  role: RoleKey | undefined,
): protest.ProtestPersonAction[] {
  if (!role || !can(role, 'cases.staffActions')) return [];
  return protest.legalProtestActions(protestCaseOf(detail), 'STAFF').filter(protest.isProtestPersonAction);
}
