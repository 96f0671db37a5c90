import type { Knex } from 'knex';
import { compareMoney, reimbursement as domain, type CurrencyKey } from '@claims/domain';
import { reimbursementActionUpdate, reimbursementWorkflowId } from '@claims/workflows';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { toCaseCommandError } from '../../temporal-errors';
import { parseBody } from '../../validate';
import { actorOf, findRequest, inRequestScope } from './reach';

const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;
const invalid = (field: string, message: string) =>
  HttpError.of('VALIDATION_FAILED', {}, { [field]: message });

/**
 * A person's command on a case (ARCHITECTURE §4), as a Workflow Update: reach (404), role (403),
 * payload (422), what only the database knows (references, the author's authority limit), then
 * the workflow decides legality (409). The Idempotency-Key becomes the update id.
 */
export async function runAction(
  deps: ApiDeps,
  user: SessionUser,
  id: string,
  action: string,
  body: unknown,
  idempotencyKey: string,
) {
  // One transaction for what the database knows (each costs four statements of its own); the
  // 404 still comes before the 403 and 422, as the reach check runs first inside it.
  const { command, actor, payload } = await inRequestScope(deps, user, async (trx) => {
    await findRequest(trx, user, id);
    if (!domain.isPersonAction(action)) throw HttpError.of('UNKNOWN_ACTION');
    const actor = actorOf(user);
    if (domain.MASTER_ONLY_ACTIONS.includes(action) && user.role !== 'MASTER')
      throw HttpError.of('FORBIDDEN');
    const payload = parseBody(domain.actionPayloads[action], body ?? {}) as Record<string, unknown>;
    if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey))
      throw HttpError.of('INVALID_IDEMPOTENCY_KEY');
    await checkReferences(trx, id, payload);
    return { command: action, actor, payload };
  });
  const aboveAuthorityLimit =
    command === 'proposeAgreement' ? await aboveAuthority(deps.db, user, payload as never) : undefined;
  try {
    await deps.temporal.workflow
      .getHandle(reimbursementWorkflowId(id))
      .executeUpdate(reimbursementActionUpdate(command), {
        args: [{ actor, doneBy: user.id, payload, ...(aboveAuthorityLimit ? { aboveAuthorityLimit } : {}) }],
        // The same key twice is the same update: Temporal answers the first result again.
        ...(idempotencyKey ? { updateId: `${command}:${idempotencyKey}` } : {}),
      });
  } catch (err) {
    throw toCaseCommandError(err) ?? err;
  }
}

async function checkReferences(trx: Knex.Transaction, id: string, p: Record<string, unknown>) {
  for (const field of ['attachmentFileId', 'documentFileId']) {
    if (typeof p[field] !== 'string') continue;
    const file = await trx('case_files')
      .where({ id: p[field], case_kind: 'reimbursement', case_id: id })
      .whereNull('deleted_at')
      .first('id');
    if (!file) throw invalid(field, 'not a file of this request');
  }
  if (
    typeof p.sinisterCauseId === 'string' &&
    !(await trx('sinister_causes').where({ id: p.sinisterCauseId }).first('id'))
  )
    throw invalid('sinisterCauseId', 'unknown');
}

/**
 * Is the proposal above what its author may offer alone? The limit is the user's own (users
 * table) or the operator's default (settings `reimbursement.authorityLimit`, in BRL). Compared in
 * the limit's currency when the proposal is in it, else in BRL; a foreign limit and a proposal in
 * yet another currency cannot be compared without a rate, so a MASTER approves it.
 */
async function aboveAuthority(
  db: Knex,
  user: SessionUser,
  p: { value: string; currency: CurrencyKey; quotation?: string },
): Promise<boolean> {
  const own = await db('users').where({ id: user.id }).first('authority_limit', 'authority_currency');
  let limit: string | null = own?.authority_limit ?? null;
  let currency: string = own?.authority_currency ?? 'BRL';
  if (limit === null) {
    const row = await db('settings').where({ key: 'reimbursement.authorityLimit' }).first('value');
    limit = (row?.value as { limit?: string } | undefined)?.limit ?? null;
    currency = (row?.value as { currency?: string } | undefined)?.currency ?? 'BRL';
  }
  if (limit === null) return false;
  if (currency === p.currency) return compareMoney(p.value, limit) > 0;
  if (currency !== 'BRL') return true;
  const { amountBrl } = domain.withBrl(p.value, p.currency, p.quotation);
  return amountBrl === null || compareMoney(amountBrl, limit) > 0;
}
