import type { Knex } from 'knex';
import {
  formatters,
  parseMoney,
  reimbursement as domain,
  SETTING_KEYS,
  translate,
  withinMoneyLimit,
  type CurrencyKey,
  type OfficeKey,
} from '@claims/domain';
import { amountToPay, type ReimbursementRequest } from '@claims/db';
import type { SessionUser } from '../../auth/session-user';
import { HttpError } from '../../http-error';
import { invalidField } from '../../validate';
import { readSetting } from '../settings/store';
import {
  authorityOf,
  caseQuotations,
  isRequestFile,
  openCounteroffer,
  openProposal,
  sinisterCauseExists,
} from './store';

const localizedInvalid = (
  field: string,
  key: string,
  params: (locale: string) => Record<string, string> = () => ({}),
) => HttpError.of('VALIDATION_FAILED', {}, (locale) => ({ [field]: translate(locale, key, params(locale)) }));

/**
 * What only the database knows about a request's command (ARCHITECTURE §4), once its payload is
 * valid: the files it names are the request's, the cause exists, a counteroffer is in the open
 * proposal's currency, a payment is not made in the future, of nothing, in another currency nor above the value agreed. Returns, for a command that settles a
 * value, whether it is above its author's authority limit (a MASTER then approves it), which is
 * read once the case's scope is closed.
 */
export async function checkRequestCommand(
  db: Knex,
  trx: Knex.Transaction,
  user: SessionUser,
  request: Pick<ReimbursementRequest, 'id' | 'office'>,
  action: domain.PersonAction,
  payload: Record<string, unknown>,
): Promise<(() => Promise<Record<string, unknown>>) | undefined> {
  const id = request.id;
  if (action === 'counterOffer') await counterOfferInProposalCurrency(trx, id, payload);
  await checkReferences(trx, id, payload);
  checkPaymentDates(action, payload, request.office);
  if (action === 'markPaid') await paidWithinAgreed(trx, id, payload);
  if (!domain.AUTHORITY_LIMITED_ACTIONS.includes(action)) return undefined;
  // Accepting a counteroffer agrees on its value: the authority limit is checked against it.
  const settled = action === 'acceptCounteroffer' ? await openCounteroffer(trx, id) : payload;
  const quotations = await caseQuotations(trx, id);
  return async () =>
    (await aboveAuthority(db, user, settled as never, quotations)) ? { aboveAuthorityLimit: true } : {};
}

/** A payment made is made by today at the case's office (a schedule ahead is the domain schema's rule). */
function checkPaymentDates(action: string, p: Record<string, unknown>, office: OfficeKey) {
  if (action === 'markPaid' && typeof p.paidOn === 'string' && domain.paymentDateInFuture(p.paidOn, office))
    throw localizedInvalid('paidOn', 'validation.paymentDateInFuture');
}

/**
 * A payment made is of something, in the agreed value's currency, and never more than that value
 * (domain paymentNotPositive, paymentAgainstAgreed): 70.000 paid on 62.500,50 agreed reached the
 * customer's e-mail and the reports, and 9.000 dollars on R$ 8.200,00 went through unweighed.
 * Less stays possible (a partial payment, netting); the console asks before sending it.
 * Checked here, not in the workflow nor its payload schema: recorded histories must replay as they ran.
 */
async function paidWithinAgreed(trx: Knex.Transaction, id: string, p: Record<string, unknown>) {
  if (typeof p.value !== 'string' || typeof p.currency !== 'string') return;
  if (domain.paymentNotPositive(p.value)) throw localizedInvalid('value', 'validation.money.notPositive');
  const agreed = await amountToPay(trx, id);
  const against = domain.paymentAgainstAgreed({ value: p.value, currency: p.currency }, agreed);
  if (against === 'OTHER_CURRENCY')
    throw localizedInvalid('currency', 'validation.paidInAgreedCurrency', () => ({
      currency: agreed!.currency,
    }));
  if (against !== 'ABOVE') return;
  throw localizedInvalid('value', 'validation.paidAboveAgreed', (locale) => ({
    agreed: formatters(locale).money(agreed!.value, agreed!.currency),
  }));
}

async function checkReferences(trx: Knex.Transaction, id: string, p: Record<string, unknown>) {
  for (const field of ['attachmentFileId', 'documentFileId', 'receiptFileId']) {
    if (typeof p[field] !== 'string') continue;
    if (!(await isRequestFile(trx, id, p[field]))) throw invalidField(field);
  }
  if (typeof p.sinisterCauseId === 'string' && !(await sinisterCauseExists(trx, p.sinisterCauseId)))
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
 * table) or the operator's default (settings `reimbursement.authorityLimit`, in BRL), compared as
 * `exceedsAuthority` says, with the rates the case itself quotes.
 */
async function aboveAuthority(
  db: Knex,
  user: SessionUser,
  p: { value: string; currency: CurrencyKey; quotation?: string },
  quotations: domain.CaseQuotations,
): Promise<boolean> {
  const own = await authorityOf(db, user.id);
  let limit: string | null = own?.authorityLimit ?? null;
  let currency = (own?.authorityCurrency ?? 'BRL') as CurrencyKey;
  if (limit === null) {
    const fallback = await readSetting<{ limit: string; currency: CurrencyKey }>(
      db,
      SETTING_KEYS.authorityLimit,
    );
    limit = fallback?.limit ?? null;
    currency = fallback?.currency ?? 'BRL';
  }
  if (limit === null) return false;
  return domain.exceedsAuthority(p, { value: limit, currency }, quotations);
}
