import type { Knex } from 'knex';
import { ref, type AnyQueryBuilder } from 'objection';
import { CASE_ANALYSTS, CASE_CUSTOMERS, STAFF_ROLES, isLocale, type Locale } from '@claims/domain';
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
 * conversation: whoever handed it over is no longer told); 'case-customers' whoever filed or
 * acted on the case for its company, and the company's masters when its broker filed it; 'team:X' the CLAIMS
 * users of team X; 'role:R' everyone with role R; 'client:C' the users of company C. Inactive and
 * deleted users are skipped.
 */
export async function resolveRecipients(db: Knex, payload: OutboxPayload): Promise<Recipient[]> {
  const to = payload.recipient ?? '';
  const users = User.query(db)
    .where('active', true)
    .whereNull('deletedAt')
    .select('id', 'name', 'email', 'language', 'role');
  if (UUID.test(to)) users.where('id', to);
  else if (to.startsWith('team:')) users.where({ role: 'CLAIMS', team: to.slice(5) });
  else if (to.startsWith('role:')) users.where('role', to.slice(5));
  else if (to.startsWith('client:')) users.where('clientId', to.slice(7));
  else if (to === 'claims') users.where('role', 'CLAIMS').modify((q) => claimsTeamOf(q, payload));
  else if (to === CASE_CUSTOMERS)
    users
      .whereNotIn('role', [...STAFF_ROLES, 'INSPECTOR'])
      .where((either) =>
        either
          .whereIn('id', customersWhoActed(payload))
          .orWhere((masters) =>
            masters.where('role', 'CLIENT_MASTER').whereIn('clientId', filedForByAnother(payload)),
          ),
      );
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
          .select('o.defaultTeam');
  // A case without a known team (no office yet) reaches every CLAIMS user rather than nobody.
  q.where((w) => w.whereIn('team', team).orWhereNotExists(team.clone()));
}

/**
 * The company a case is for, when someone outside it filed the case (its customs broker): its
 * masters then hear of the case as the filer does. A company filing for itself has its own filer.
 */
function filedForByAnother(payload: OutboxPayload): AnyQueryBuilder {
  const filedBy = (q: AnyQueryBuilder) =>
    q
      .alias('c')
      .joinRelated('creator as filer')
      .where('c.id', payload.caseId ?? null)
      .whereRaw('filer.client_id is distinct from c.client_id')
      .select('c.clientId');
  return payload.caseKind === 'reimbursement'
    ? filedBy(ReimbursementRequest.query())
    : filedBy(ProtestLetter.query());
}

/**
 * Whoever filed the case, logged a step on it or wrote in its conversation (the role filter
 * above keeps the customer side): a broker filing for a company, an operator who answered.
 */
function customersWhoActed(payload: OutboxPayload) {
  const kind = payload.caseKind === 'reimbursement' ? 'reimbursement' : 'protest_letter';
  const caseId = payload.caseId ?? null;
  const filer: AnyQueryBuilder =
    kind === 'reimbursement'
      ? ReimbursementRequest.query().where('id', caseId).select('createdBy as id')
      : ProtestLetter.query().where('id', caseId).select('createdBy as id');
  return filer
    .whereNotNull('createdBy')
    .union(CaseEvent.query().where({ caseKind: kind, caseId }).whereNotNull('doneBy').select('doneBy as id'))
    .union(
      CaseMessage.query().where({ caseKind: kind, caseId }).whereNotNull('authorId').select('authorId as id'),
    );
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
      .where({ caseKind: kind, caseId })
      .where('action', 'like', 'RESPONSIBILITY_TRANSFERRED_%');
  return CaseEvent.query()
    .alias('e')
    .where({ 'e.case_kind': kind, 'e.case_id': caseId })
    .whereNotNull('e.doneBy')
    .whereNotExists(transfers().where('seq', '>=', ref('e.seq')))
    .select('e.doneBy as id')
    .union(
      CaseMessage.query()
        .alias('m')
        .where({ 'm.case_kind': kind, 'm.case_id': caseId })
        .whereNotNull('m.authorId')
        .whereNotExists(transfers().where('doneAt', '>=', ref('m.created_at')))
        .select('m.authorId as id'),
    );
}
