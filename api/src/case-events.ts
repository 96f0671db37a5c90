import type { Knex } from 'knex';
import type { RoleKey } from '@claims/domain';
import { CaseEvent, type CaseKind } from '@claims/db';

/**
 * A step of a case's log with the name and role of whoever did it (a person, or null for the
 * workflow): the role tells staff's steps from the customer's (documents recorded as received).
 */
export type CaseEventRow = CaseEvent & { doneByName: string | null; doneByRole: RoleKey | null };

/**
 * A case's log in order, each step with its actor's name: what the detail screens show. Staff
 * read the steps' payloads on a request (what was asked, typed, paid); a letter's log needs none.
 */
export async function caseEvents(
  trx: Knex.Transaction,
  kind: CaseKind,
  caseId: string,
  { payload = false } = {},
): Promise<CaseEventRow[]> {
  return await CaseEvent.query(trx)
    .alias('e')
    .leftJoinRelated('actor as u')
    .where({ 'e.case_kind': kind, 'e.case_id': caseId })
    .orderBy('e.seq')
    .select(
      'e.seq',
      'e.action',
      'e.fromStatus',
      'e.toStatus',
      'e.doneBy',
      'e.doneAt',
      ...(payload ? ['e.payload'] : []),
      trx.raw("u.name || ' ' || u.last_name as done_by_name"),
      'u.role as doneByRole',
    )
    .castTo<CaseEventRow[]>();
}
