import type { Knex } from 'knex';
import {
  compareMoney,
  officeNow,
  parseMoney,
  reimbursement as domain,
  SETTING_KEYS,
  translate,
  withinMoneyLimit,
  type CurrencyKey,
  type OfficeKey,
} from '@claims/domain';
import { SinisterCause, User } from '@claims/db';
import { reimbursementActionUpdate, reimbursementWorkflowId } from '@claims/workflows';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { toCaseCommandError } from '../../temporal-errors';
import { invalidField, parseBody } from '../../validate';
import { readSetting } from '../settings/store';
import { actorOf, findRequest, inRequestScope } from './reach';
import { isRequestFile, openCounteroffer, openProposal } from './store';

const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;
const localizedInvalid = (field: string, key: string) =>
  HttpError.of('VALIDATION_FAILED', {}, (locale) => ({ [field]: translate(locale, key) }));

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
  const { command, actor, payload, settled } = await inRequestScope(deps, user, async (trx) => {
    const request = await findRequest(trx, user, id);
    if (!domain.isPersonAction(action)) throw HttpError.of('UNKNOWN_ACTION');
    const actor = actorOf(user);
    if (domain.MASTER_ONLY_ACTIONS.includes(action) && user.role !== 'MASTER')
      throw HttpError.of('FORBIDDEN');
    // What the schema outputs goes on, never the body: "1250,50" reaches the case as "1250.50".
    const payload = parseBody(
      domain.reimbursementActionInputSchema(action, request.office),
      body ?? {},
    ) as Record<string, unknown>;
    if (action === 'counterOffer') await counterOfferInProposalCurrency(trx, id, payload);
    if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey))
      throw HttpError.of('INVALID_IDEMPOTENCY_KEY');
    await checkReferences(trx, id, payload);
    checkPaymentDates(action, payload, request.office);
    // Accepting a counteroffer agrees on its value: the authority limit is checked against it.
    const settled = action === 'acceptCounteroffer' ? await openCounteroffer(trx, id) : payload;
    return { command: action, actor, payload, settled };
  });
  const aboveAuthorityLimit = domain.AUTHORITY_LIMITED_ACTIONS.includes(command)
    ? await aboveAuthority(deps.db, user, settled as never)
    : undefined;
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

/** A payment made is made by today at the case's office (a schedule ahead is the domain schema's rule). */
function checkPaymentDates(action: string, p: Record<string, unknown>, office: OfficeKey) {
  if (action === 'markPaid' && typeof p.paidOn === 'string' && p.paidOn > officeNow(office).date)
    throw localizedInvalid('paidOn', 'validation.paymentDateInFuture');
}

async function checkReferences(trx: Knex.Transaction, id: string, p: Record<string, unknown>) {
  for (const field of ['attachmentFileId', 'documentFileId', 'receiptFileId']) {
    if (typeof p[field] !== 'string') continue;
    if (!(await isRequestFile(trx, id, p[field]))) throw invalidField(field);
  }
  if (
    typeof p.sinisterCauseId === 'string' &&
    !(await SinisterCause.query(trx).findById(p.sinisterCauseId).select('id'))
  )
    throw invalidField('sinisterCauseId');
}

/**
 * A counteroffer is in the currency of the proposal it answers: held to its decimals (no cents
 * in guaraníes), which only the open proposal can tell.
 */
async function counterOfferInProposalCurrency(trx: Knex.Transaction, id: string, p: Record<string, unknown>) {
  const proposal = await openProposal(trx, id);
  if (!proposal || typeof p.value !== 'string') return;
  const value = parseMoney(proposal.currency, p.value);
  if (!value.ok) throw invalidField('value', value.error, value.params);
  const { amountBrl } = domain.withBrl(value.value, proposal.currency, proposal.quotation ?? undefined);
  if (amountBrl !== null && !withinMoneyLimit(amountBrl))
    throw invalidField('value', 'validation.money.tooLarge');
  p.value = value.value;
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
  const own = await User.query(db).findById(user.id).select('authority_limit', 'authority_currency');
  let limit: string | null = own?.authorityLimit ?? null;
  let currency: string = own?.authorityCurrency ?? 'BRL';
  if (limit === null) {
    const fallback = await readSetting<{ limit: string; currency: string }>(db, SETTING_KEYS.authorityLimit);
    limit = fallback?.limit ?? null;
    currency = fallback?.currency ?? 'BRL';
  }
  if (limit === null) return false;
  if (currency === p.currency) return compareMoney(p.value, limit) > 0;
  if (currency !== 'BRL') return true;
  const { amountBrl } = domain.withBrl(p.value, p.currency, p.quotation);
  return amountBrl === null || compareMoney(amountBrl, limit) > 0;
}
