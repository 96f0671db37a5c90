import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import { at, projectCaseStep } from './case-log';
import { patchCaseRow } from './case-row-projection';
import { filedOnBehalfNotice } from './filed-on-behalf';
import { loadOfficeTimers } from './office-timers';
import { CASE_ANALYSTS, protest as domain, SETTING_KEYS, type InspectionResultKey } from '@claims/domain';
import {
  CaseEvent,
  Inspection,
  OutboxEvent,
  ProtestContainer,
  ProtestLetter,
  ReimbursementRequest,
  Setting,
  voyageCrossesBorder,
} from '@claims/db';
import type { ProtestActivities, ProtestTransitionRecord } from '@claims/workflows';

/**
 * Writes each step of a protest letter workflow to PostgreSQL (projectCaseStep: once, in one
 * transaction): the log entry, the letter's status, its inspection row and the outbox rows of
 * whom the step concerns.
 */
export function createProtestActivities(deps: { db: Knex }): ProtestActivities {
  return {
    recordProtestTransition: (record: ProtestTransitionRecord) => {
      const step = { ...record, caseId: record.letterId };
      return projectCaseStep(deps.db, 'protest_letter', step, async (trx) => {
        await patchCaseRow(ProtestLetter, trx, step, record.toStatus === 'ANALYSIS_CONCLUDED', {
          status: domain.protestStatusCode(record.toStatus),
          ...letterChanges(record),
        });
        await projectInspection(trx, record);
        // The link reads from both sides: the request names its letter too (not a change of the
        // request itself: its own time stays).
        if (record.action === 'LETTER_OF_PROTEST_LINKED')
          await ReimbursementRequest.query(trx)
            .patch({ protestLetterId: record.letterId, updatedAt: trx.raw('updated_at') })
            .where({ id: record.payload.reimbursementRequestId as string });
        await writeOutbox(trx, record);
      });
    },

    loadProtestTimers: (office: string) =>
      loadOfficeTimers(deps.db, domain.DEFAULT_PROTEST_TIMERS, SETTING_KEYS.protestTimers, office),
  };
}

function letterChanges(record: ProtestTransitionRecord): PartialModelObject<ProtestLetter> {
  const p = record.payload;
  if (record.action === 'ANALYSIS_CONCLUDED') return { analysisStatement: p.analysisStatement as string };
  if (record.action === 'LETTER_OF_PROTEST_LINKED')
    return { reimbursementRequestId: p.reimbursementRequestId as string };
  return {};
}

/** The letter's current inspection: the latest one still open. */
const openInspection = (trx: Knex.Transaction, letterId: string) =>
  Inspection.query(trx)
    .where({ protestLetterId: letterId })
    .whereIn('status', [1, 2])
    .orderBy('createdAt', 'desc')
    .select('id')
    .first();

async function projectInspection(trx: Knex.Transaction, record: ProtestTransitionRecord) {
  const p = record.payload as Record<string, string>;
  const doneAt = at(record.doneAt);
  if (record.action === 'INSPECTION_REQUESTED') {
    await Inspection.append(trx, {
      protestLetterId: record.letterId,
      date: at(p.date!),
      hour: p.hour,
      name: p.name,
      contact: p.contact,
      telephone: p.telephone,
      address: p.address,
      email: p.email,
      status: 1,
      createdAt: doneAt,
      updatedAt: doneAt,
    });
    return;
  }
  const open = await openInspection(trx, record.letterId);
  if (!open) return;
  const update = (changes: PartialModelObject<Inspection>) =>
    Inspection.query(trx)
      .patch({ ...changes, updatedAt: doneAt })
      .where({ id: open.id });
  if (record.action === 'INSPECTION_SCHEDULED')
    await update({ inspectorId: p.inspectorId, date: p.date!, hour: p.hour, status: 2 });
  if (record.action === 'INSPECTION_CONCLUDED')
    await update({
      result: p.result as InspectionResultKey,
      observation: p.observation,
      analysisStatement: p.analysisStatement ?? null,
      status: 3,
      concludedAt: doneAt,
    });
  if (record.action === 'INSPECTION_CANCELLED') await update({ status: 4 });
}

/**
 * The inspection row a step's notice describes: the one just requested, or just scheduled; the
 * inspector's reminder names the scheduled one too (a reminder without the day is no reminder).
 */
const VISIT_STATUS: Partial<Record<string, number>> = {
  INSPECTION_REQUESTED: 1,
  INSPECTION_SCHEDULED: 2,
  INSPECTOR_REMINDER: 2,
};

async function writeOutbox(trx: Knex.Transaction, record: ProtestTransitionRecord) {
  const letter = await ProtestLetter.query(trx).findById(record.letterId);
  if (!letter) return;
  const recipients = domain.PROTEST_NOTIFICATIONS[record.action] ?? [];
  const userOf: Record<domain.ProtestRecipient, string | null> = {
    CLIENT: letter.createdBy,
    INSPECTOR: record.case.inspectorId,
    CLAIMS: 'claims',
    CASE_ANALYSTS,
  };
  // A requested or a scheduled visit: when and where, and whom to meet (the notice says it all).
  const visitStatus = VISIT_STATUS[record.action];
  const visit = visitStatus ? await visitOf(trx, record.letterId, visitStatus) : {};
  // Scheduled again: the same words would read as a duplicate; a reschedule says from when to when.
  const earlier = record.action === 'INSPECTION_SCHEDULED' ? await earlierSchedule(trx, record) : null;
  // A link names the request the letter now backs.
  const linked =
    record.action === 'LETTER_OF_PROTEST_LINKED'
      ? await ReimbursementRequest.query(trx)
          .findById(record.payload.reimbursementRequestId as string)
          .select('reference')
      : undefined;
  const rows = recipients
    .map((r) => userOf[r])
    .filter((to): to is string => to !== null)
    .map((to) => ({
      eventKey: domain.protestEventKey(record.letterId, record.seq, to),
      kind: earlier ? domain.INSPECTION_RESCHEDULED : (record.action as string),
      payload: {
        caseKind: 'protest_letter',
        caseId: record.letterId,
        reference: letter.reference,
        recipient: to,
        status: record.toStatus,
        // Nobody is told of their own step (an analyst requesting the inspection for the client).
        ...(record.doneBy ? { excludeUserId: record.doneBy } : {}),
        ...visit,
        ...(earlier ?? {}),
        ...(linked ? { requestReference: linked.reference } : {}),
      } as Record<string, unknown>,
    }));
  const filer = letter.createdBy;
  if (record.action === 'INSPECTION_CONCLUDED' && record.case.inspectionResult === 'POSITIVE' && filer) {
    const suggestion = await reimbursementSuggestion(trx, letter);
    // Written with the step, not a change of its own: the letter keeps the step's time.
    await ProtestLetter.query(trx)
      .patch({ reimbursementSuggestion: suggestion, updatedAt: trx.raw('updated_at') })
      .where({ id: letter.id });
    // One notice per event: the client's says the result and offers the request, in one.
    rows.splice(0, rows.length, ...rows.filter((r) => !r.eventKey.endsWith(`:${filer}`)));
    // Across a border the request goes by e-mail (SPEC §1): the notice gives the address, as the
    // letter's page does, and offers no portal form.
    const byEmail =
      (await voyageCrossesBorder(trx, { from: letter.portOfEmbarkationId, to: letter.portOfDischargeId })) ===
      true;
    rows.push({
      eventKey: domain.protestEventKey(record.letterId, record.seq, `${filer}:reimbursement`),
      kind: byEmail ? domain.REIMBURSEMENT_BY_EMAIL : domain.REIMBURSEMENT_SUGGESTED,
      payload: {
        caseKind: 'protest_letter',
        caseId: letter.id,
        reference: letter.reference,
        recipient: filer,
        suggestion,
        ...(byEmail ? { email: await carrierNoticeEmail(trx) } : {}),
      },
    });
  }
  // The customer who filed is told the letter arrived (once: the filing is the letter's first
  // step), and, when it came after the notice period, that it is flagged so and when it was due.
  if (record.action === 'PROTEST_LETTER_FILED' && filer)
    rows.push({
      eventKey: domain.protestEventKey(record.letterId, record.seq, filer),
      kind: letter.lateNotice ? domain.PROTEST_LETTER_RECEIVED_LATE : domain.PROTEST_LETTER_RECEIVED,
      payload: {
        caseKind: 'protest_letter',
        caseId: letter.id,
        reference: letter.reference,
        recipient: filer,
        status: record.toStatus,
        ...(letter.lateNotice && letter.noticeDeadline
          ? { deadline: String(letter.noticeDeadline).slice(0, 10), office: letter.office }
          : {}),
      },
    });
  // Filed by its broker: the client company hears of it too.
  const company =
    record.action === 'PROTEST_LETTER_FILED'
      ? await filedOnBehalfNotice(trx, {
          kind: domain.PROTEST_LETTER_FILED_ON_BEHALF,
          eventKey: (to) => domain.protestEventKey(record.letterId, record.seq, to),
          caseKind: 'protest_letter',
          caseId: letter.id,
          reference: letter.reference,
          clientId: letter.clientId,
          filerId: filer,
        })
      : null;
  if (rows.length || company)
    await OutboxEvent.append(trx, [...rows, ...(company ? [company] : [])])
      .onConflict('eventKey')
      .ignore();
}

/** The day and hour an earlier schedule of this letter's inspection named, as the notices write them. */
async function earlierSchedule(trx: Knex.Transaction, record: ProtestTransitionRecord) {
  const earlier = await CaseEvent.query(trx)
    .where({ caseKind: 'protest_letter', caseId: record.letterId, action: 'INSPECTION_SCHEDULED' })
    .where('seq', '<', record.seq)
    .orderBy('seq', 'desc')
    .select('payload')
    .first();
  const date = typeof earlier?.payload?.date === 'string' ? earlier.payload.date : null;
  if (!date) return null;
  const [y, m, d] = date.slice(0, 10).split('-');
  return { previousDate: `${d}/${m}/${y}`, previousHour: String(earlier?.payload?.hour ?? '').slice(0, 5) };
}

/**
 * When and where an inspection (requested or scheduled) takes place and whom to meet there: the
 * notice tells claims, the inspector and the client without opening the portal. Dates as the four
 * offices write them.
 */
async function visitOf(trx: Knex.Transaction, letterId: string, status: number) {
  const visit = await Inspection.query(trx)
    .where({ protestLetterId: letterId, status })
    .orderBy('updatedAt', 'desc')
    .select('date', 'hour', 'address', 'name', 'contact', 'telephone')
    .first();
  if (!visit) return {};
  const pad = (n: number) => String(n).padStart(2, '0');
  const d = visit.date as Date | string;
  const [y, m, dd] =
    d instanceof Date
      ? [d.getFullYear(), pad(d.getMonth() + 1), pad(d.getDate())]
      : String(d).slice(0, 10).split('-');
  return {
    date: `${dd}/${m}/${y}`,
    hour: String(visit.hour ?? '').slice(0, 5),
    address: visit.address ?? '',
    // The inspection request's name and contact (SPEC §5): often the site and the person to ask for.
    contactName: [visit.name, visit.contact].filter((v) => typeof v === 'string' && v.trim()).join(' – '),
    telephone: visit.telephone ?? '',
  };
}

/** A reimbursement request pre-filled from the letter, offered to the client after a POSITIVE inspection. */
/** Where SPEC §1's reimbursements by e-mail go (the settings' carrier notice). */
async function carrierNoticeEmail(trx: Knex.Transaction): Promise<string> {
  const row = await Setting.query(trx).where({ key: SETTING_KEYS.carrierNotice }).select('value').first();
  const value = row?.value as { email?: unknown } | undefined;
  return typeof value?.email === 'string' ? value.email : '';
}

async function reimbursementSuggestion(trx: Knex.Transaction, letter: ProtestLetter) {
  const containers = await ProtestContainer.query(trx)
    .where({ protestLetterId: letter.id })
    .orderBy('number')
    .select('number', 'damages');
  return {
    protestLetterId: letter.id,
    clientId: letter.clientId,
    office: letter.office,
    billOfLading: letter.billOfLading,
    houseBillOfLading: letter.houseBillOfLading,
    cte: letter.cte,
    vesselId: letter.vesselId,
    ship: letter.ship,
    voyage: letter.voyage,
    portOfEmbarkationId: letter.portOfEmbarkationId,
    portOfDischargeId: letter.portOfDischargeId,
    containers: containers.map((c) => ({ number: c.number, damages: c.damages })),
  };
}
