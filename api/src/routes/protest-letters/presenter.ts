import { protest as domain, protestStatusByCode, type ProtestStatusKey } from '@claims/domain';
import type { SessionUser } from '../../auth/session-user';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const day = (d: Date | string | null | undefined) =>
  d
    ? typeof d === 'string'
      ? d
      : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
    : null;

/** One row of the letters list: what a table shows and filters on. */
export function presentLetterSummary(row: Row) {
  const status = protestStatusByCode(row.status)!;
  return {
    id: row.id,
    reference: row.reference,
    protocol: row.protocol,
    status: status.key as ProtestStatusKey,
    statusCode: status.code,
    clientId: row.client_id,
    clientName: row.client_name ?? null,
    office: row.office,
    billOfLading: row.bill_of_lading,
    ship: row.ship,
    voyage: row.voyage,
    portOfDischargeId: row.port_of_discharge_id,
    portOfDischargeName: row.port_of_discharge_name ?? null,
    dischargeDate: day(row.discharge_date),
    lateNotice: row.late_notice,
    noticeDeadline: day(row.notice_deadline),
    filedAt: iso(row.filed_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function presentInspection(row: Row | undefined) {
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    date: day(row.date),
    hour: row.hour ? String(row.hour).slice(0, 5) : null,
    name: row.name,
    contact: row.contact,
    telephone: row.telephone,
    address: row.address,
    email: row.email,
    inspectorId: row.inspector_id,
    inspectorName: row.inspector_name ?? null,
    result: row.result,
    observation: row.observation,
    analysisStatement: row.analysis_statement ?? null,
    concludedAt: iso(row.concluded_at),
  };
}

/** The whole letter. An inspector never sees what touches money: the reimbursement side. */
export function presentLetter(
  user: SessionUser,
  parts: {
    row: Row;
    containers: Row[];
    inspection: Row | undefined;
    files: unknown[];
    events: Row[];
    /** The reimbursement request the letter backs, when there is one. */
    linkedRequest?: { id: string; reference: string } | null;
  },
) {
  const { row } = parts;
  const summary = presentLetterSummary(row);
  const caseNow: domain.ProtestCase = {
    status: summary.status,
    inspectorId: parts.inspection?.inspector_id ?? null,
    inspectionAt: null,
    inspectionResult: parts.inspection?.result ?? null,
    reimbursementRequestId: parts.linkedRequest?.id ?? row.reimbursement_request_id,
  };
  const inspector = user.reach.kind === 'INSPECTOR';
  const actor = actorFor(user);
  return {
    ...summary,
    houseBillOfLading: row.house_bill_of_lading,
    cte: row.cte,
    vesselId: row.vessel_id,
    merchandise: row.merchandise,
    notifyingCompany: row.notifying_company,
    portOfEmbarkationId: row.port_of_embarkation_id,
    inspectionRequested: row.inspection_requested,
    analysisStatement: row.analysis_statement,
    containers: parts.containers.map((c) => ({
      number: c.number,
      damages: c.damages,
      sealManifested: c.seal_manifested,
      sealDetermined: c.seal_determined,
      weightManifested: c.weight_manifested,
      weightDetermined: c.weight_determined,
    })),
    inspection: presentInspection(parts.inspection),
    files: parts.files,
    ...(inspector
      ? {}
      : {
          reimbursementRequestId: parts.linkedRequest?.id ?? row.reimbursement_request_id,
          reimbursementRequestReference: parts.linkedRequest?.reference ?? null,
          reimbursementSuggestion: row.reimbursement_suggestion,
        }),
    actions: actor ? domain.legalProtestActions(caseNow, actor) : [],
    log: parts.events.map((e) => ({
      seq: e.seq,
      action: e.action,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      doneBy: e.done_by,
      doneByName: e.done_by_name ?? null,
      doneAt: iso(e.done_at),
    })),
  };
}

/** Who the user acts as, for the buttons offered; customer service only reads. */
function actorFor(user: SessionUser): domain.ProtestActor | undefined {
  if (user.role === 'MASTER' || user.role === 'CLAIMS') return 'STAFF';
  if (user.role === 'INSPECTOR') return 'INSPECTOR';
  if (user.role === 'CUSTOMER_SERVICE') return undefined;
  return 'CLIENT_SIDE';
}
