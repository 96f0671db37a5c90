import { can, isClientSide, type CaseFileStatus } from '@claims/domain';
import type { SessionUser } from '../auth/session-user';
import { HttpError } from '../http-error';
import type { Policy } from './policy';

/** Who a user acts as on a case, in the transition tables' words; customer service only reads. */
export type CaseActor = 'STAFF' | 'CLIENT_SIDE' | 'INSPECTOR';

/** Claims staff act as STAFF, client and broker users as CLIENT_SIDE, an inspector as INSPECTOR. */
export function caseActorOf(user: Pick<SessionUser, 'role'>): CaseActor | undefined {
  if (can(user.role, 'cases.staffActions')) return 'STAFF';
  if (isClientSide(user.role)) return 'CLIENT_SIDE';
  if (can(user.role, 'inspections.record')) return 'INSPECTOR';
  return undefined;
}

/** Who works each kind of case: asks for its commands and attaches documents to it. */
const WORKS_ON: Record<CaseFileStatus['kind'], readonly CaseActor[]> = {
  reimbursement: ['STAFF', 'CLIENT_SIDE'],
  // The inspector records the inspection, with its photos and report, on the letter.
  protest_letter: ['STAFF', 'CLIENT_SIDE', 'INSPECTOR'],
};

/** Whether the user works cases of this kind (customer service works none: it reads them). */
export function worksOn(user: Pick<SessionUser, 'role'>, kind: CaseFileStatus['kind']): boolean {
  const actor = caseActorOf(user);
  return actor !== undefined && WORKS_ON[kind].includes(actor);
}

/** Who the user acts as, where only someone who acts gets this far (403 otherwise). */
export function requireCaseActor(user: Pick<SessionUser, 'role'>): CaseActor {
  const actor = caseActorOf(user);
  if (!actor) throw HttpError.of('FORBIDDEN');
  return actor;
}

/**
 * The commands the user may take on a case now: those its kind's policy lets them ask for and
 * its transition table (`isLegal`, in the case's state) allows their side. What every answer
 * about a case carries as `allowedActions`, and the UIs offer as buttons.
 */
export function allowedCaseActions<A extends string, R>(
  policy: Policy<A, R>,
  user: SessionUser,
  record: R,
  isLegal: (action: A, actor: CaseActor) => boolean,
): A[] {
  const actor = caseActorOf(user);
  if (!actor) return [];
  return policy.allowed(user, record).filter((action) => isLegal(action, actor));
}
