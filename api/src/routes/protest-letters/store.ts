import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { normalizeContainerNumber } from '@claims/domain';
import {
  Inspection,
  ProtestContainer,
  ProtestLetter,
  ReimbursementRequest,
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
    .whereNull('p.deleted_at')
    .select('p.*', 'c.name as client_name', 'pd.name as port_of_discharge_name');
  if (extra.containerNumber)
    base.whereExists(
      ProtestContainer.query()
        .alias('pc')
        .whereRaw('pc.protest_letter_id = p.id')
        .where('pc.number', normalizeContainerNumber(extra.containerNumber)),
    );
  if (extra.port)
    base.where((qb) =>
      qb.where('p.port_of_discharge_id', extra.port!).orWhere('p.port_of_embarkation_id', extra.port!),
    );
  if (extra.createdFrom) base.where('p.created_at', '>=', extra.createdFrom);
  if (extra.createdTo) base.whereRaw("p.created_at < (?::date + interval '1 day')", [extra.createdTo]);
  if (extra.dischargeFrom) base.where('p.discharge_date', '>=', extra.dischargeFrom);
  if (extra.dischargeTo) base.where('p.discharge_date', '<=', extra.dischargeTo);
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
      'c.name as client_name',
      'pe.name as port_of_embarkation_name',
      'pe.code as port_of_embarkation_code',
      'pd.name as port_of_discharge_name',
      'pd.code as port_of_discharge_code',
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
  const containers = await ProtestContainer.query(trx).where({ protest_letter_id: id }).orderBy('number');
  // People by name, as the reimbursement's detail gives them: customer service may not read
  // users (GET /api/users/:id would answer 403), yet sees who inspected and who acted.
  const inspection = await Inspection.query(trx)
    .alias('i')
    .leftJoinRelated('inspector as u')
    .where({ 'i.protest_letter_id': id })
    .orderBy('i.created_at', 'desc')
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
  const query = ReimbursementRequest.query(trx).where({ draft: false }).whereNull('deleted_at');
  const found = letter.reimbursementRequestId
    ? await query.where({ id: letter.reimbursementRequestId }).select('id', 'reference').first()
    : await query
        .where({ protest_letter_id: letter.id })
        .orderBy('submitted_at')
        .select('id', 'reference')
        .first();
  return found ? { id: found.id, reference: found.reference } : null;
}
