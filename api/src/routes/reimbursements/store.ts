import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { normalizeContainerNumber, reimbursement, type CurrencyKey } from '@claims/domain';
import {
  AgreementProposal,
  CaseFile,
  Client,
  type BaseModel,
  Port,
  ReimbursementAnalysis,
  ReimbursementBankData,
  ReimbursementDamage,
  ReimbursementExtraCost,
  ReimbursementFault,
  ReimbursementRequest,
  SinisterCause,
  TimeBarExtension,
  User,
  type Vessel,
} from '@claims/db';
import { assertReachesCase } from '../../auth/case-reach';
import type { SessionUser } from '../../auth/session-user';
import { caseEvents, type CaseEventRow } from '../../case-events';
import { listCaseFiles } from '../../files';
import { HttpError } from '../../http-error';
import { requestPartsPolicy } from '../../policies';
import { findRequest, reachableRequests } from './reach';

/** A row of the list: the summary columns, the company's name and what the request claims in BRL. */
export type RequestSummaryRow = ReimbursementRequest & {
  clientName: string | null;
  totalBrl: string | null;
  vesselName: string | null;
};

/** Filters of the list beyond the shared protocol's `=` and `IN` (see list.ts). */
export interface RequestListFilters {
  container?: string;
  currency?: CurrencyKey;
  createdFrom?: string;
  createdTo?: string;
  timeBarWithinDays?: number;
  open?: boolean;
  proposalAwaitingApproval?: boolean;
}

// What the request claims, in BRL: evaluated only for the rows of the page.
const TOTAL_BRL = ['reimbursement_faults', 'reimbursement_damages', 'reimbursement_extra_costs']
  .map((t) => `(select coalesce(sum(i.amount_brl), 0) from ${t} i where i.reimbursement_request_id = r.id)`)
  .join(' + ');
// The vessel's name, by which a console tells two requests of a client apart (linking a letter):
// read for the rows of the page, as the total is.
const VESSEL_NAME = '(select v.name from vessels v where v.id = r.vessel_id)';

// What presentRequestSummary reads: a row of the list, not the whole projection (`r.*` is
// twice as wide, with draft data and addresses the table never shows).
const SUMMARY_COLUMNS = [
  'id',
  'reference',
  'office',
  'team',
  'analysis_status',
  'sub_status',
  'client_id',
  'bl_or_cte',
  'containers',
  'discharge_date',
  'time_bar_date',
  'sla_due_at',
  'sla_breached',
  'counteroffer_pending',
  'created_at',
  'submitted_at',
  'updated_at',
  'closed_at',
].map((column) => `r.${column}`);

/** The requests (as `r`) the user reaches, narrowed by the list's own filters, for it to page. */
export function requestListRows(
  trx: Knex.Transaction,
  user: SessionUser,
  extra: RequestListFilters,
  sortColumn?: string,
): QueryBuilder<ReimbursementRequest, RequestSummaryRow[]> {
  const base = reachableRequests(ReimbursementRequest.query(trx).alias('r'), user)
    .leftJoinRelated('client as c')
    .select(
      ...SUMMARY_COLUMNS,
      'c.name as clientName',
      trx.raw(`${TOTAL_BRL} as total_brl`),
      trx.raw(`${VESSEL_NAME} as vessel_name`),
    );
  if (extra.container) base.whereRaw('? = ANY(r.containers)', [normalizeContainerNumber(extra.container)]);
  if (extra.currency) {
    const inItems = (items: typeof BaseModel) =>
      items
        .query()
        .alias('i')
        .whereRaw('i.reimbursement_request_id = r.id')
        .where('i.currency', extra.currency!);
    base.where((qb) =>
      qb
        .whereExists(inItems(ReimbursementFault))
        .orWhereExists(inItems(ReimbursementDamage))
        .orWhereExists(inItems(ReimbursementExtraCost)),
    );
  }
  if (extra.createdFrom) base.where('r.createdAt', '>=', extra.createdFrom);
  if (extra.createdTo) base.whereRaw("r.created_at < (?::date + interval '1 day')", [extra.createdTo]);
  if (extra.timeBarWithinDays !== undefined) timeBarWithin(base, extra.timeBarWithinDays, sortColumn);
  if (extra.open !== undefined) base[extra.open ? 'whereNull' : 'whereNotNull']('r.closed_at');
  if (extra.proposalAwaitingApproval !== undefined) {
    const pending = AgreementProposal.query()
      .alias('ap')
      .whereRaw('ap.reimbursement_request_id = r.id')
      .where('ap.status', 'PENDING_APPROVAL');
    base[extra.proposalAwaitingApproval ? 'whereExists' : 'whereNotExists'](pending);
  }
  return base.castTo<RequestSummaryRow[]>();
}

/** The list's column the console sorts "time bar within N days" by: nearest time bar first. */
export const TIME_BAR_SORT_COLUMN = 'r.time_bar_date';

/**
 * Open requests whose time bar falls within `days`. Sorted by the time bar (the console's quick
 * filter asks for nearest first), the page is the first entries of the open requests' time-bar
 * index, whatever the table's size. Sorted otherwise, the matching ids come first, through the
 * same index, then their page: as a plain condition the planner expected matches spread evenly
 * over the newest-first index and walked it, passing every newer request before reaching the
 * oldest open ones (issue 19). ARRAY(...) is computed once, before the page; the subquery is
 * under the same row-level security.
 */
function timeBarWithin(base: QueryBuilder<ReimbursementRequest, unknown>, days: number, sortColumn?: string) {
  if (sortColumn === TIME_BAR_SORT_COLUMN) {
    base.whereNull('r.closedAt').whereRaw('r.time_bar_date <= current_date + ?::int', [days]);
    return;
  }
  base.whereRaw(
    `r.id = any(array(select t.id from reimbursement_requests t
                       where not t.draft and t.deleted_at is null and t.closed_at is null
                         and t.time_bar_date <= current_date + ?::int))`,
    [days],
  );
}

/** A request as its detail shows it, with the names it is known by and everything it holds. */
export interface RequestDetail {
  request: ReimbursementRequest & { clientName: string | null; protestLetterReference: string | null };
  /** The ports and vessel the request names, by the names the wizard offered them by. */
  ports: Pick<Port, 'id' | 'name' | 'code'>[];
  vesselName: string | null;
  faults: ReimbursementFault[];
  damages: ReimbursementDamage[];
  extraCosts: ReimbursementExtraCost[];
  bankData: ReimbursementBankData | undefined;
  analyses: ReimbursementAnalysis[];
  proposals: AgreementProposal[];
  extensions: TimeBarExtension[];
  files: {
    id: string;
    documentType: string | null;
    name: string;
    uploadedAt: string;
    uploadedBy: string | null;
  }[];
  events: CaseEventRow[];
  sameShipment: SameShipmentRow[];
}

export interface SameShipmentRow {
  id: string;
  reference: string;
  analysisStatus: string | null;
  clientName: string | null;
}

/**
 * Other filed requests on the same BL or CT-e that name one of `found`'s containers: the same
 * loss claimed twice, or again after it was paid. Staff only; the customer sees its own anyway.
 */
async function sameShipmentOf(
  trx: Knex.Transaction,
  user: SessionUser,
  found: ReimbursementRequest,
): Promise<SameShipmentRow[]> {
  if (!requestPartsPolicy.can(user, 'readSameShipment', found)) return [];
  if (!found.blOrCte?.trim() || !found.containers?.length) return [];
  const rows = await ReimbursementRequest.query(trx)
    .alias('r')
    .modify('filed')
    .leftJoinRelated('client as c')
    .whereNot('r.id', found.id)
    .whereNull('r.deletedAt')
    // Plain equality: filing stores the BL or CT-e as its validator normalized it, and under the
    // requests' row-level security only a leakproof operator may use the index (upper(trim(…))
    // read all of the requests: 550 ms at 1M, docs/PERFORMANCE.md).
    .where('r.blOrCte', found.blOrCte)
    .whereRaw('r.containers && ?::text[]', [found.containers])
    .orderBy('r.createdAt')
    .limit(20)
    .select('r.id', 'r.reference', 'r.analysisStatus', 'c.name as clientName')
    .castTo<(ReimbursementRequest & { clientName: string | null })[]>();
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    analysisStatus: r.analysisStatus ?? null,
    clientName: r.clientName ?? null,
  }));
}

/** The names a request's detail shows for what it refers to, read with the request itself. */
interface ReferredNames {
  clientName: string | null;
  protestLetterReference: string | null;
  vesselName: string | null;
  ports: Pick<Port, 'id' | 'name' | 'code'>[];
}

/**
 * A request the user reaches (404 otherwise), with the names of its company, letter of protest,
 * vessel and ports joined in the same statement: four lookups fewer on every detail, and so on
 * every command and filing, which answer with it (issue 19). The joined tables keep their own
 * row-level security: a letter the user may not see names nothing, as its own lookup did.
 */
async function requestWithNames(trx: Knex.Transaction, user: SessionUser, id: string) {
  const row = await reachableRequests(ReimbursementRequest.query(trx).alias('r'), user)
    .leftJoinRelated(
      '[client as c, protestLetter as pl, vessel as v, portOfLoading as lp, portOfDischarge as dp]',
    )
    .where('r.id', id)
    .select(
      'r.*',
      'c.name as joinedClientName',
      'pl.reference as joinedLetterReference',
      'v.name as joinedVesselName',
      'lp.name as joinedLoadingPortName',
      'lp.code as joinedLoadingPortCode',
      'dp.name as joinedDischargePortName',
      'dp.code as joinedDischargePortCode',
    )
    .first()
    .castTo<(ReimbursementRequest & JoinedNames) | undefined>();
  if (!row) throw HttpError.of('CASE_NOT_FOUND');
  assertReachesCase(user, row.clientId);
  const port = (portId: string | null, name?: string | null, code?: string | null) =>
    portId && name && code ? [{ id: portId, name, code }] : [];
  const names: ReferredNames = {
    clientName: row.joinedClientName ?? null,
    protestLetterReference: row.joinedLetterReference ?? null,
    vesselName: row.joinedVesselName ?? null,
    ports: [
      ...port(row.portOfLoadingId, row.joinedLoadingPortName, row.joinedLoadingPortCode),
      ...port(row.portOfDischargeId, row.joinedDischargePortName, row.joinedDischargePortCode),
    ],
  };
  // The request goes on as the model it is, without the joined columns.
  for (const key of JOINED_KEYS) delete row[key];
  return { found: row as ReimbursementRequest, names };
}

const JOINED_KEYS = [
  'joinedClientName',
  'joinedLetterReference',
  'joinedVesselName',
  'joinedLoadingPortName',
  'joinedLoadingPortCode',
  'joinedDischargePortName',
  'joinedDischargePortCode',
] as const;

type JoinedNames = { -readonly [K in (typeof JOINED_KEYS)[number]]?: string | null };

/** A request the user reaches (404 otherwise) with its items, analysis, proposals, files and log. */
export async function requestDetail(
  trx: Knex.Transaction,
  user: SessionUser,
  id: string,
): Promise<RequestDetail> {
  const { found, names } = await requestWithNames(trx, user, id);
  // One after another: they share the transaction's one connection, where pg runs a query at a
  // time anyway (issuing them at once is what pg deprecates, and pg 9 refuses).
  const request = { reimbursement_request_id: id };
  const faults = await ReimbursementFault.query(trx).where(request).orderBy('createdAt');
  const damages = await ReimbursementDamage.query(trx).where(request).orderBy('createdAt');
  const extraCosts = await ReimbursementExtraCost.query(trx).where(request).orderBy('createdAt');
  const bankData = await ReimbursementBankData.query(trx).where(request).first();
  const analyses = await ReimbursementAnalysis.query(trx).where(request).orderBy('createdAt');
  const proposals = await AgreementProposal.query(trx).where(request).orderBy('version');
  const extensions = await TimeBarExtension.query(trx).where(request).orderBy('recordedAt');
  const files = await listCaseFiles(trx, 'reimbursement', id);
  const events = await caseEvents(trx, 'reimbursement', id, { payload: true });
  const sameShipment = await sameShipmentOf(trx, user, found);
  return {
    request: Object.assign(found, {
      clientName: names.clientName,
      protestLetterReference: names.protestLetterReference,
    }),
    ports: names.ports,
    vesselName: names.vesselName,
    faults,
    damages,
    extraCosts,
    bankData,
    analyses,
    proposals,
    extensions,
    files,
    events,
    sameShipment,
  };
}

/** A request the user reaches, with its log: what the timeline shows. */
export async function requestWithLog(trx: Knex.Transaction, user: SessionUser, id: string) {
  const request = await findRequest(trx, user, id);
  return {
    request,
    events: await caseEvents(trx, 'reimbursement', id, { payload: true }),
    // A counteroffer accepted in the log names its value and currency from these.
    proposals: await AgreementProposal.query(trx).where({ reimbursementRequestId: id }).orderBy('version'),
  };
}

/** One's own request, draft or filed: what submitting a draft (again) needs to know. */
export async function ownRequest(trx: Knex.Transaction, user: SessionUser, id: string) {
  return await ReimbursementRequest.query(trx)
    .where({ id, createdBy: user.id })
    .whereNull('deletedAt')
    .select('draft', 'draftData', 'clientId')
    .first();
}

/** The counteroffer waiting for an answer (value and currency); none means the workflow refuses (409). */
export async function openCounteroffer(trx: Knex.Transaction, id: string) {
  const counteroffer = await AgreementProposal.query(trx)
    .where({ reimbursementRequestId: id, kind: 'COUNTEROFFER', status: 'OPEN' })
    .orderBy('version', 'desc')
    .select('value', 'currency', 'quotation')
    .first();
  return counteroffer
    ? {
        value: String(counteroffer.value),
        currency: counteroffer.currency,
        quotation: counteroffer.quotation ?? undefined,
      }
    : { value: '0', currency: 'BRL' as CurrencyKey };
}

/** The proposal the customer may answer now, if any: a counteroffer is held to its currency. */
export async function openProposal(trx: Knex.Transaction, id: string) {
  return await AgreementProposal.query(trx)
    .where({ reimbursementRequestId: id, status: 'OPEN', kind: 'PROPOSAL' })
    .orderBy('version', 'desc')
    .select('currency', 'quotation')
    .first();
}

/**
 * The quotations the case itself gives (BRL per unit), the latest per currency: its claimed lines
 * and its proposals. They bring an offer and an authority limit in different currencies together.
 */
export async function caseQuotations(
  trx: Knex.Transaction,
  id: string,
): Promise<reimbursement.CaseQuotations> {
  const quoted = (
    model: typeof ReimbursementFault | typeof ReimbursementDamage | typeof ReimbursementExtraCost,
  ) =>
    trx(model.tableName)
      .where({ reimbursementRequestId: id })
      .whereNotNull('quotation')
      .select('currency', 'quotation');
  const rows: { currency: CurrencyKey; quotation: string }[] = [
    ...(await quoted(ReimbursementFault)),
    ...(await quoted(ReimbursementDamage)),
    ...(await quoted(ReimbursementExtraCost)),
    // Proposals last, newest last: the rate the team used most recently wins.
    ...(await AgreementProposal.query(trx)
      .where({ reimbursementRequestId: id })
      .whereNotNull('quotation')
      .orderBy('version')
      .select('currency', 'quotation')),
  ].map((r) => ({ currency: r.currency, quotation: String(r.quotation) }));
  return Object.fromEntries(rows.map((r) => [r.currency, r.quotation]));
}

/** The settlement document types (R&R, power of attorney) the request holds a file of. */
export async function settlementDocumentsHeld(trx: Knex.Transaction, id: string): Promise<string[]> {
  const held = await CaseFile.query(trx)
    .modify('notDeleted')
    .where({ caseKind: 'reimbursement', caseId: id })
    .whereIn('documentType', [...reimbursement.SETTLEMENT_DOCUMENT_TYPES])
    .distinct('documentType');
  return held.map((file) => file.documentType);
}

/** Is the file one of this request's (and not removed)? */
export async function isRequestFile(trx: Knex.Transaction, id: string, fileId: string): Promise<boolean> {
  const file = await CaseFile.query(trx)
    .where({ id: fileId, caseKind: 'reimbursement', caseId: id })
    .whereNull('deletedAt')
    .select('id')
    .first();
  return Boolean(file);
}

/** A filed request the user reaches, by its reference: what a draft filed since answers with (409). */
export async function filedRequestReference(trx: Knex.Transaction, user: SessionUser, id: string) {
  return await reachableRequests(ReimbursementRequest.query(trx).alias('r'), user)
    .where('r.id', id)
    .select('r.id', 'r.reference')
    .first();
}

/** A client in use (not removed) with its country, which its request is validated by; or undefined. */
export async function liveClientCountry(db: Knex, clientId: string | null | undefined) {
  return await Client.query(db).where({ id: clientId }).whereNull('deletedAt').select('country').first();
}

/**
 * One's own request of this id, draft or filed (whether it is a draft, the letter it names),
 * locked for update: a filing and its retry (or the reconciler) write the row one after the other.
 */
export async function lockOwnRequest(trx: Knex.Transaction, user: SessionUser, id: string) {
  return await ReimbursementRequest.query(trx)
    .where({ id, createdBy: user.id })
    .whereNull('deletedAt')
    .forUpdate()
    .select('id', 'draft', 'protestLetterId')
    .first();
}

/** The countries of the ports in use (not removed) among `ids`: a removed port has none. */
export async function livePortCountries(db: Knex, ids: readonly string[]) {
  return await Port.query(db).whereIn('id', ids).whereNull('deletedAt').select('id', 'country');
}

/** Is there a port or vessel in use (not removed) of this id? */
export async function isLiveReference(
  trx: Knex.Transaction,
  model: typeof Port | typeof Vessel,
  id: string,
): Promise<boolean> {
  const live = await (model as typeof Port)
    .query(trx)
    .where({ id })
    .whereNull('deletedAt')
    .select('id')
    .first();
  return Boolean(live);
}

/** The request's items and bank data, exactly as the submission schema output them. */
export async function writeItems(
  trx: Knex.Transaction,
  id: string,
  input: Pick<reimbursement.ReimbursementSubmission, 'faults' | 'damages' | 'extraCosts' | 'bankData'>,
) {
  const reimbursementRequestId = id;
  const request = { reimbursement_request_id: id };
  // Items are written only here, at filing; cleared first so they can never be doubled (one
  // statement for the four tables: one round trip on every filing, not four).
  await ReimbursementBankData.query(trx)
    .with('faults', ReimbursementFault.query().delete().where(request))
    .with('damages', ReimbursementDamage.query().delete().where(request))
    .with('costs', ReimbursementExtraCost.query().delete().where(request))
    .delete()
    .where(request);
  const converted = (total: string, currency: CurrencyKey, quotation?: string) => {
    const { quotation: q, amountBrl } = reimbursement.withBrl(total, currency, quotation);
    return { currency, quotation: q, amountBrl };
  };
  const line = (i: (typeof input.faults)[number]) => ({
    reimbursementRequestId,
    productDescription: i.productDescription,
    amount: i.amount,
    unitPrice: i.unitPrice,
    totalPrice: i.totalPrice,
    ...converted(i.totalPrice, i.currency, i.quotation),
  });
  if (input.faults.length) await ReimbursementFault.append(trx, input.faults.map(line));
  if (input.damages.length)
    await ReimbursementDamage.append(
      trx,
      input.damages.map((d) => ({
        ...line(d),
        damageDescription: d.damageDescription,
        destination: d.destination,
        salePrice: d.salePrice ?? null,
        address: d.address,
        name: d.name,
        phone: d.phone,
        lossMitigationValue: d.lossMitigationValue ?? null,
      })),
    );
  if (input.extraCosts.length)
    await ReimbursementExtraCost.append(
      trx,
      input.extraCosts.map((e) => ({
        reimbursementRequestId,
        description: e.description,
        value: e.value,
        total: e.total,
        ...converted(e.total, e.currency, e.quotation),
      })),
    );
  await ReimbursementBankData.append(trx, {
    reimbursementRequestId,
    country: input.bankData.country ?? null,
    bank: input.bankData.bank,
    agency: input.bankData.agency,
    checkingAccount: input.bankData.checkingAccount,
  });
}

/** Is there a sinister cause of this id? */
export async function sinisterCauseExists(trx: Knex.Transaction, id: string): Promise<boolean> {
  return Boolean(await SinisterCause.query(trx).findById(id).select('id'));
}

/** The user's own authority limit and its currency (null: the operator's default applies). */
export async function authorityOf(db: Knex, userId: string) {
  return await User.query(db).findById(userId).select('authorityLimit', 'authorityCurrency');
}
