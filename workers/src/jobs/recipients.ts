import type { Knex } from 'knex';
import { ref, type AnyQueryBuilder } from 'objection';
import { CASE_ANALYSTS, STAFF_ROLES, isLocale, type Locale } from '@claims/domain';
import { CaseEvent, CaseMessage, ProtestLetter, ReimbursementRequest, User } from '@claims/db';

export interface Recipient {
  id: string;
  name: string;
  email: string;
  language: Locale;
  role: string;
}

export interface OutboxPayload {
  caseKind?: 'protest_letter' | 'reimbursement';
  caseId?: string;
  reference?: string;
  /**
   * A user id, or a group: 'claims', 'case-analysts', 'team:<team>', 'role:<role>',
   * 'client:<client id>'.
   */
  recipient?: string;
  /** Someone never notified of their own doing (the author of a message). */
  excludeUserId?: string;
  [key: string]: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The users an outbox row concerns, each once, with the language they read. A user id names one
 * user; 'claims' is the CLAIMS team handling the case; 'case-analysts' that team and the staff
 * who acted on the case since it was last transferred (a step in its log, a message in its
 * conversation: whoever handed it over is no longer told); 'team:X' the CLAIMS
 * users of team X; 'role:R' everyone with role R; 'client:C' the users of company C. Inactive and
 * deleted users are skipped.
 */
export async function resolveRecipients(db: Knex, payload: OutboxPayload): Promise<Recipient[]> {
  const to = payload.recipient ?? '';
  const users = User.query(db)
    .where('active', true)
    .whereNull('deleted_at')
    .select('id', 'name', 'email', 'language', 'role');
  if (UUID.test(to)) users.where('id', to);
  else if (to.startsWith('team:')) users.where({ role: 'CLAIMS', team: to.slice(5) });
  else if (to.startsWith('role:')) users.where('role', to.slice(5));
  else if (to.startsWith('client:')) users.where('client_id', to.slice(7));
  else if (to === 'claims') users.where('role', 'CLAIMS').modify((q) => claimsTeamOf(q, payload));
  else if (to === CASE_ANALYSTS)
    users.where((either) =>
      either
        .where((team) => team.where('role', 'CLAIMS').modify((q) => claimsTeamOf(q, payload)))
        .orWhere((acted) => acted.whereIn('role', STAFF_ROLES).whereIn('id', staffWhoActed(payload))),
    );
  else return [];
  if (payload.excludeUserId) users.whereNot('id', payload.excludeUserId);
  const found = await users.orderBy('email');
  return found.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    language: isLocale(u.language) ? u.language : 'pt-BR',
  }));
}

/** The team that handles a case: the request's own team, or the default team of the letter's office. */
function claimsTeamOf(q: AnyQueryBuilder, payload: OutboxPayload) {
  if (!payload.caseId) return;
  const team =
    payload.caseKind === 'reimbursement'
      ? ReimbursementRequest.query().where('id', payload.caseId).select('team')
      : ProtestLetter.query()
          .alias('p')
          .joinRelated('officeRecord as o')
          .where('p.id', payload.caseId)
          .select('o.default_team');
  // A case without a known team (no office yet) reaches every CLAIMS user rather than nobody.
  q.where((w) => w.whereIn('team', team).orWhereNotExists(team.clone()));
}

/**
 * Whoever logged a step on the case or wrote in its conversation since its last transfer (the
 * system logs as nobody). A transfer hands the case over: the team and analysts who had it
 * before, the one who transferred it included, are not told of what happens after.
 */
function staffWhoActed(payload: OutboxPayload) {
  const kind = payload.caseKind === 'reimbursement' ? 'reimbursement' : 'protest_letter';
  const caseId = payload.caseId ?? null;
  const transfers = () =>
    CaseEvent.query()
      .where({ case_kind: kind, case_id: caseId })
      .where('action', 'like', 'RESPONSIBILITY_TRANSFERRED_%');
  return CaseEvent.query()
    .alias('e')
    .where({ 'e.case_kind': kind, 'e.case_id': caseId })
    .whereNotNull('e.done_by')
    .whereNotExists(transfers().where('seq', '>=', ref('e.seq')))
    .select('e.done_by as id')
    .union(
      CaseMessage.query()
        .alias('m')
        .where({ 'm.case_kind': kind, 'm.case_id': caseId })
        .whereNotNull('m.author_id')
        .whereNotExists(transfers().where('done_at', '>=', ref('m.created_at')))
        .select('m.author_id as id'),
    );
}
