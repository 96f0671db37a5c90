import type { Knex } from 'knex';
import { CASE_ANALYSTS, STAFF_ROLES, isLocale, type Locale } from '@claims/domain';

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
 * who acted on the case (a step in its log, a message in its conversation); 'team:X' the CLAIMS
 * users of team X; 'role:R' everyone with role R; 'client:C' the users of company C. Inactive and
 * deleted users are skipped.
 */
export async function resolveRecipients(db: Knex, payload: OutboxPayload): Promise<Recipient[]> {
  const to = payload.recipient ?? '';
  const users = db('users')
    .where('active', true)
    .whereNull('deleted_at')
    .select('id', 'name', 'email', 'language', 'role');
  if (UUID.test(to)) users.where('id', to);
  else if (to.startsWith('team:')) users.where({ role: 'CLAIMS', team: to.slice(5) });
  else if (to.startsWith('role:')) users.where('role', to.slice(5));
  else if (to.startsWith('client:')) users.where('client_id', to.slice(7));
  else if (to === 'claims') users.where('role', 'CLAIMS').modify((q) => claimsTeamOf(db, q, payload));
  else if (to === CASE_ANALYSTS)
    users.where((either) =>
      either
        .where((team) => team.where('role', 'CLAIMS').modify((q) => claimsTeamOf(db, q, payload)))
        .orWhere((acted) => acted.whereIn('role', STAFF_ROLES).whereIn('id', staffWhoActed(db, payload))),
    );
  else return [];
  if (payload.excludeUserId) users.whereNot('id', payload.excludeUserId);
  const rows: Recipient[] = await users.orderBy('email');
  return rows.map((r) => ({ ...r, language: isLocale(r.language) ? r.language : 'pt-BR' }));
}

/** The team that handles a case: the request's own team, or the default team of the letter's office. */
function claimsTeamOf(db: Knex, q: Knex.QueryBuilder, payload: OutboxPayload) {
  if (!payload.caseId) return;
  const team =
    payload.caseKind === 'reimbursement'
      ? db('reimbursement_requests').where('id', payload.caseId).select('team')
      : db('protest_letters as p')
          .join('offices as o', 'o.key', 'p.office')
          .where('p.id', payload.caseId)
          .select('o.default_team');
  // A case without a known team (no office yet) reaches every CLAIMS user rather than nobody.
  q.where((w) => w.whereIn('team', team).orWhereNotExists(team.clone()));
}

/** Whoever logged a step on the case or wrote in its conversation (the system logs as nobody). */
function staffWhoActed(db: Knex, payload: OutboxPayload) {
  const kind = payload.caseKind === 'reimbursement' ? 'reimbursement' : 'protest_letter';
  const caseId = payload.caseId ?? null;
  return db('case_events')
    .where({ case_kind: kind, case_id: caseId })
    .whereNotNull('done_by')
    .select('done_by as id')
    .union((q) =>
      q
        .from('case_messages')
        .where({ case_kind: kind, case_id: caseId })
        .whereNotNull('author_id')
        .select('author_id as id'),
    );
}
