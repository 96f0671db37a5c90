import type { Knex } from 'knex';
import type { PartialModelObject, QueryBuilder } from 'objection';
import { normalizeContainerNumber, protest } from '@claims/domain';
import {
  CaseFile,
  Client,
  Inspection,
  Port,
  ProtestContainer,
  ProtestLetter,
  ReimbursementRequest,
  User,
  voyageCrossesBorder,
} from '@claims/db';
import type { SessionUser } from '../../auth/session-user';
import { caseEvents, type CaseEventRow } from '../../case-events';
import { listCaseFiles } from '../../files';
import { findLetter, reachableLetters } from './reach';

/** A letter with the names its screens show: its company's and its port of discharge's. */
export type LetterRow = ProtestLetter & { clientName: string | null; portOfDischargeName: string | null };

/** The names of the letter's company and ports, read beside it for its detail. */
type LetterNames = Pick<LetterRow, 'clientName' | 'portOfDischargeName'> & {
  portOfDischargeCode: string | null;
  portOfEmbarkationName: string | null;
  portOfEmbarkationCode: string | null;
};

/** A port as the detail names it, "Santos" and "BRSSZ", or null when the letter names none. */
const namedPort = (name?: string | null, code?: string | null) => (name && code ? { name, code } : null);

/** Whether the letter's voyage crosses a border (long course): its reimbursement goes by e-mail (SPEC §1). */
export type LetterVoyage = { longCourse: boolean };

/** An inspection with its inspector's name. */
export type InspectionRow = Inspection & { inspectorName: string | null };

/** Filters of the letters list beyond the shared protocol's `=` and `IN` (see list.ts). */
export interface LetterListFilters {
  containerNumber?: string;
  port?: string;
  createdFrom?: string;
  createdTo?: string;
  dischargeFrom?: string;
  dischargeTo?: string;
}

/** Filed letters (as `p`) the user reaches, narrowed by the list's own filters, for it to page. */
export function letterListRows(
  trx: Knex.Transaction,
  user: SessionUser,
  extra: LetterListFilters,
): QueryBuilder<ProtestLetter, LetterRow[]> {
  const base = reachableLetters(ProtestLetter.query(trx).alias('p'), user)
    .leftJoinRelated('[client as c, portOfDischarge as pd]')
    .where('p.draft', false)
    .whereNull('p.deletedAt')
    .select('p.*', 'c.name as clientName', 'pd.name as portOfDischargeName');
  if (extra.containerNumber)
    base.whereExists(
      ProtestContainer.query()
        .alias('pc')
        .whereRaw('pc.protest_letter_id = p.id')
        .where('pc.number', normalizeContainerNumber(extra.containerNumber)),
    );
  if (extra.port)
    base.where((qb) =>
      qb.where('p.portOfDischargeId', extra.port!).orWhere('p.portOfEmbarkationId', extra.port!),
    );
  if (extra.createdFrom) base.where('p.createdAt', '>=', extra.createdFrom);
  if (extra.createdTo) base.whereRaw("p.created_at < (?::date + interval '1 day')", [extra.createdTo]);
  if (extra.dischargeFrom) base.where('p.dischargeDate', '>=', extra.dischargeFrom);
  if (extra.dischargeTo) base.where('p.dischargeDate', '<=', extra.dischargeTo);
  return base.castTo<LetterRow[]>();
}

export interface NamedPort {
  name: string;
  code: string;
}

/** A letter as its detail shows it: names, containers, inspection, files, log and linked request. */
export interface LetterDetail {
  letter: LetterRow & LetterVoyage;
  containers: ProtestContainer[];
  inspection: InspectionRow | undefined;
  files: Awaited<ReturnType<typeof listCaseFiles>>;
  events: CaseEventRow[];
  /** Its ports of embarkation and discharge by name and UN/LOCODE. */
  ports: { embarkation: NamedPort | null; discharge: NamedPort | null };
  /** The reimbursement request the letter backs, when there is one. */
  linkedRequest: { id: string; reference: string } | null;
}

/** A filed letter the user reaches (404 otherwise) with everything its detail shows. */
export async function letterDetail(
  trx: Knex.Transaction,
  user: SessionUser,
  id: string,
): Promise<LetterDetail> {
  const found = await findLetter(trx, user, id);
  // One transaction is one connection: its queries run one after another.
  const names = await ProtestLetter.query(trx)
    .alias('p')
    .leftJoinRelated('[client as c, portOfEmbarkation as pe, portOfDischarge as pd]')
    .where('p.id', id)
    .select(
      'c.name as clientName',
      'pe.name as portOfEmbarkationName',
      'pe.code as portOfEmbarkationCode',
      'pd.name as portOfDischargeName',
      'pd.code as portOfDischargeCode',
    )
    .first()
    .castTo<LetterNames | undefined>();
  const crosses = await voyageCrossesBorder(trx, {
    from: found.portOfEmbarkationId,
    to: found.portOfDischargeId,
  });
  const letter = Object.assign(found, {
    clientName: names?.clientName ?? null,
    portOfDischargeName: names?.portOfDischargeName ?? null,
    longCourse: crosses === true,
  });
  const ports = {
    embarkation: namedPort(names?.portOfEmbarkationName, names?.portOfEmbarkationCode),
    discharge: namedPort(names?.portOfDischargeName, names?.portOfDischargeCode),
  };
  const linkedRequest = await linkedRequestOf(trx, found);
  const containers = await ProtestContainer.query(trx).where({ protestLetterId: id }).orderBy('number');
  // People by name, as the reimbursement's detail gives them: customer service may not read
  // users (GET /api/users/:id would answer 403), yet sees who inspected and who acted.
  const inspection = await Inspection.query(trx)
    .alias('i')
    .leftJoinRelated('inspector as u')
    .where({ 'i.protest_letter_id': id })
    .orderBy('i.createdAt', 'desc')
    .select('i.*', trx.raw("u.name || ' ' || u.last_name as inspector_name"))
    .first()
    .castTo<InspectionRow | undefined>();
  const files = await listCaseFiles(trx, 'protest_letter', id);
  const events = await caseEvents(trx, 'protest_letter', id);
  return { letter, ports, containers, inspection, files, events, linkedRequest };
}

/**
 * The reimbursement request the letter backs: the one linked through the letter's workflow, else
 * a filed request that names the letter (its link may still be on its way to the workflow).
 */
async function linkedRequestOf(
  trx: Knex.Transaction,
  letter: Pick<ProtestLetter, 'id' | 'reimbursementRequestId'>,
): Promise<{ id: string; reference: string } | null> {
  const query = ReimbursementRequest.query(trx).where({ draft: false }).whereNull('deletedAt');
  const found = letter.reimbursementRequestId
    ? await query.where({ id: letter.reimbursementRequestId }).select('id', 'reference').first()
    : await query
        .where({ protestLetterId: letter.id })
        .orderBy('submittedAt')
        .select('id', 'reference')
        .first();
  return found ? { id: found.id, reference: found.reference } : null;
}

/** A filed letter the user reaches, by its reference: what a draft filed since answers with (409). */
export async function filedLetterReference(trx: Knex.Transaction, user: SessionUser, id: string) {
  return await reachableLetters(ProtestLetter.query(trx).alias('p'), user)
    .where({ 'p.id': id, 'p.draft': false })
    .whereNull('p.deletedAt')
    .select('p.id', 'p.reference')
    .first();
}

/**
 * One's own letter of this id, draft or filed (whether it is a draft), locked for update: a
 * filing and its retry (or the reconciler) write the row one after the other.
 */
export async function lockOwnLetter(trx: Knex.Transaction, user: SessionUser, id: string) {
  return await ProtestLetter.query(trx)
    .where({ id, createdBy: user.id })
    .whereNull('deletedAt')
    .forUpdate()
    .select('id', 'draft')
    .first();
}

/** A port in use (not removed) with its country, or undefined. */
export async function livePortCountry(trx: Knex.Transaction, portId: string) {
  return await Port.query(trx).where({ id: portId }).whereNull('deletedAt').select('country').first();
}

/** The letter's containers as the letter schema output them (weights canonical), replacing any. */
export async function writeContainers(
  trx: Knex.Transaction,
  id: string,
  containers: protest.ProtestContainer[],
) {
  await ProtestContainer.query(trx).delete().where({ protestLetterId: id });
  await ProtestContainer.append(
    trx,
    containers.map((c) => ({
      protestLetterId: id,
      number: c.number,
      damages: protest.withDerivedDamages(c),
      sealManifested: c.sealManifested ?? null,
      sealDetermined: c.sealDetermined ?? null,
      weightManifested: c.weightManifested ?? null,
      weightDetermined: c.weightDetermined ?? null,
    })),
  );
}

/** Is this user an active inspector (one an inspection may be scheduled with)? */
export async function isActiveInspector(trx: Knex.Transaction, userId: string): Promise<boolean> {
  const inspector = await User.query(trx)
    .where({ id: userId, role: 'INSPECTOR', active: true })
    .whereNull('deletedAt')
    .select('id')
    .first();
  return Boolean(inspector);
}

/** Which of these files are the letter's own (and not removed), by id. */
export async function letterFilesAmong(trx: Knex.Transaction, letterId: string, fileIds: string[]) {
  return await CaseFile.query(trx)
    .where({ caseKind: 'protest_letter', caseId: letterId })
    .whereIn('id', fileIds)
    .whereNull('deletedAt')
    .select('id');
}

/** The client's reimbursement request of this id, with what a link checks of it; or undefined. */
export async function requestOfClient(trx: Knex.Transaction, requestId: string, clientId: string) {
  return await ReimbursementRequest.query(trx)
    .where({ id: requestId, clientId })
    .select('id', 'reference', 'analysisStatus')
    .first();
}

/** The day the letter's inspection is scheduled for (the latest scheduled one), if any. */
export async function scheduledInspectionDate(trx: Knex.Transaction, letterId: string) {
  const visit = await Inspection.query(trx)
    .where({ protestLetterId: letterId, status: 2 })
    .orderBy('updatedAt', 'desc')
    .select('date')
    .first();
  return visit?.date;
}

/**
 * The filed letter of this id, if it is the client's: a request never backs another company's
 * letter (row-level security hides those too).
 */
export async function filedLetterOfClient(trx: Knex.Transaction, letterId: string, clientId: string) {
  return await ProtestLetter.query(trx)
    .where({ id: letterId, clientId, draft: false })
    .whereNull('deletedAt')
    .select('id')
    .first();
}

/** The reimbursement draft this user already took from the letter (its id and data), if any. */
export async function takenRequestDraft(trx: Knex.Transaction, user: SessionUser, letterId: string) {
  return await ReimbursementRequest.query(trx)
    .where({ protestLetterId: letterId, draft: true, createdBy: user.id })
    .whereNull('deletedAt')
    .select('id', 'draftData')
    .first();
}

/** Saves the reimbursement request draft taken from a letter. */
export async function saveRequestDraft(
  trx: Knex.Transaction,
  draft: PartialModelObject<ReimbursementRequest>,
) {
  await ReimbursementRequest.append(trx, draft);
}

/** The client's name, tax id and country, as step 0 of the wizard shows them. */
export async function clientIdentity(trx: Knex.Transaction, clientId: string) {
  return await Client.query(trx).where({ id: clientId }).select('name', 'taxId', 'country').first();
}

/** The state and city registrations the client gave on its latest filed request, if any. */
export async function latestRegistrations(trx: Knex.Transaction, clientId: string) {
  return await ReimbursementRequest.query(trx)
    .where({ clientId, draft: false })
    .whereNull('deletedAt')
    .orderByRaw('submitted_at desc nulls last')
    .select('stateRegistration', 'cityRegistration')
    .first();
}

/** The letter's files (not removed), to be copied to the reimbursement draft taken from it. */
export async function letterFiles(trx: Knex.Transaction, letterId: string) {
  return await CaseFile.query(trx)
    .where({ caseKind: 'protest_letter', caseId: letterId })
    .whereNull('deletedAt');
}

/** Attaches a stored file to a case. */
export async function attachFile(trx: Knex.Transaction, file: PartialModelObject<CaseFile>) {
  await CaseFile.append(trx, file);
}
