import { protest as domain, protestStatusByCode, type ProtestStatusKey } from '@claims/domain';
import type { ProtestLetter } from '@claims/db';
import type { SessionUser } from '../../auth/session-user';
import { allowedProtestActions, letterPartsPolicy, withFileActions } from '../../policies';
import type { InspectionRow, LetterDetail, LetterRow } from './store';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
// A DATE column arrives as its 'YYYY-MM-DD' (db/src/knex.ts).
const day = (d: string | null | undefined) => d ?? null;

/** One row of the letters list: what a table shows and filters on. */
export function presentLetterSummary(
  letter: ProtestLetter & Partial<Pick<LetterRow, 'clientName' | 'portOfDischargeName'>>,
) {
  const status = protestStatusByCode(letter.status)!;
  return {
    id: letter.id,
    reference: letter.reference,
    protocol: letter.protocol,
    status: status.key as ProtestStatusKey,
    statusCode: status.code,
    clientId: letter.clientId,
    clientName: letter.clientName ?? null,
    office: letter.office,
    billOfLading: letter.billOfLading,
    ship: letter.ship,
    voyage: letter.voyage,
    portOfDischargeId: letter.portOfDischargeId,
    portOfDischargeName: letter.portOfDischargeName ?? null,
    dischargeDate: day(letter.dischargeDate),
    lateNotice: letter.lateNotice,
    noticeDeadline: day(letter.noticeDeadline),
    filedAt: iso(letter.filedAt),
    createdAt: iso(letter.createdAt),
    updatedAt: iso(letter.updatedAt),
  };
}

export function presentInspection(inspection: InspectionRow | undefined) {
  if (!inspection) return null;
  return {
    id: inspection.id,
    status: inspection.status,
    date: day(inspection.date),
    hour: inspection.hour ? String(inspection.hour).slice(0, 5) : null,
    name: inspection.name,
    contact: inspection.contact,
    telephone: inspection.telephone,
    address: inspection.address,
    email: inspection.email,
    inspectorId: inspection.inspectorId,
    inspectorName: inspection.inspectorName ?? null,
    result: inspection.result,
    observation: inspection.observation,
    analysisStatement: inspection.analysisStatement ?? null,
    concludedAt: iso(inspection.concludedAt),
  };
}

/**
 * A schedule that replaces an earlier one of the same request (no cancellation or new request
 * between them) reads as a reschedule, as its notice says, not as a second "Vistoria agendada".
 */
function rescheduled(events: readonly { action: string }[], index: number): boolean {
  if (events[index]!.action !== 'INSPECTION_SCHEDULED') return false;
  for (let i = index - 1; i >= 0; i--) {
    const action = events[i]!.action;
    if (action === 'INSPECTION_SCHEDULED') return true;
    if (action === 'INSPECTION_CANCELLED' || action === 'INSPECTION_REQUESTED') return false;
  }
  return false;
}

/** Steps of a letter that concern only its team and its inspector. */
const STAFF_ONLY_STEPS = new Set(['INSPECTOR_REMINDER', 'INSPECTION_OVERDUE_ESCALATED']);

/**
 * The whole letter, with the commands the user may take on it now (`allowedActions`), and of its
 * reimbursement side and its log what the letter's parts policy lets the user read.
 */
export function presentLetter(user: SessionUser, parts: LetterDetail) {
  const { letter } = parts;
  const summary = presentLetterSummary(letter);
  const caseNow: domain.ProtestCase = {
    status: summary.status,
    inspectorId: parts.inspection?.inspectorId ?? null,
    inspectionAt: null,
    inspectionResult: parts.inspection?.result ?? null,
    reimbursementRequestId: parts.linkedRequest?.id ?? letter.reimbursementRequestId,
  };
  const readsReimbursementSide = letterPartsPolicy.can(user, 'readReimbursementSide', letter);
  const readsTeamSteps = letterPartsPolicy.can(user, 'readTeamSteps', letter);
  return {
    ...summary,
    houseBillOfLading: letter.houseBillOfLading,
    cte: letter.cte,
    vesselId: letter.vesselId,
    merchandise: letter.merchandise,
    notifyingCompany: letter.notifyingCompany,
    portOfEmbarkationId: letter.portOfEmbarkationId,
    portOfEmbarkation: parts.ports.embarkation,
    portOfDischarge: parts.ports.discharge,
    inspectionRequested: letter.inspectionRequested,
    analysisStatement: letter.analysisStatement,
    containers: parts.containers.map((c) => ({
      number: c.number,
      damages: c.damages,
      sealManifested: c.sealManifested,
      sealDetermined: c.sealDetermined,
      weightManifested: c.weightManifested,
      weightDetermined: c.weightDetermined,
    })),
    inspection: presentInspection(parts.inspection),
    files: withFileActions(
      user,
      { kind: 'protest_letter', status: summary.status },
      parts.files,
      (types) => domain.missingProtestFiles(types).length,
    ),
    ...(readsReimbursementSide
      ? {
          reimbursementRequestId: parts.linkedRequest?.id ?? letter.reimbursementRequestId,
          reimbursementRequestReference: parts.linkedRequest?.reference ?? null,
          reimbursementSuggestion: letter.reimbursementSuggestion,
          // A long-course voyage is claimed by e-mail (SPEC §1): the offer says so, no draft.
          reimbursementByEmail: Boolean(letter.reimbursementSuggestion) && letter.longCourse,
        }
      : {}),
    allowedActions: allowedProtestActions(user, letter, caseNow),
    log: parts.events
      .filter((e) => readsTeamSteps || !STAFF_ONLY_STEPS.has(e.action))
      .map((e, i, all) => ({
        seq: e.seq,
        action: rescheduled(all, i) ? 'INSPECTION_RESCHEDULED' : e.action,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        doneBy: e.doneBy,
        doneByName: e.doneByName ?? null,
        doneAt: iso(e.doneAt),
      })),
  };
}
