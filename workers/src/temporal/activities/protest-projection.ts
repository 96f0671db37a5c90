import type { Knex } from 'knex';
import { appendCaseLog } from './case-log';
import { CASE_ANALYSTS, protest as domain } from '@claims/domain';
import type { ProtestActivities, ProtestTransitionRecord } from '@claims/workflows';

/**
 * Writes each step of a protest letter workflow to PostgreSQL in one transaction: the log entry,
 * the letter's status, its inspection row and the outbox rows of whom the step concerns.
 * Retries are safe: the log is unique per (case, seq), and nothing else is written when the log
 * entry was already there.
 */
export function createProtestActivities(deps: { db: Knex }): ProtestActivities {
  return {
    async recordProtestTransition(record: ProtestTransitionRecord) {
      await deps.db.transaction(async (trx) => {
        const fresh = await appendCaseLog(trx, 'protest_letter', { ...record, caseId: record.letterId });
        if (!fresh) return;
        await trx('protest_letters')
          .where({ id: record.letterId })
          .andWhere('projected_seq', '<', record.seq)
          .update({
            // The first projection is what makes a filing a filed letter (issue 17: never listed
            // as filed without its workflow); until then the row stays a resumable draft.
            draft: false,
            draft_data: null,
            filing_started_at: null,
            status: domain.protestStatusCode(record.toStatus),
            projected_seq: record.seq,
            updated_at: record.doneAt,
            closed_at: record.toStatus === 'ANALYSIS_CONCLUDED' ? record.doneAt : null,
            ...letterChanges(record),
          });
        await projectInspection(trx, record);
        // The link reads from both sides: the request names its letter too.
        if (record.action === 'LETTER_OF_PROTEST_LINKED')
          await trx('reimbursement_requests')
            .where({ id: record.payload.reimbursementRequestId })
            .update({ protest_letter_id: record.letterId });
        await writeOutbox(trx, record);
      });
    },

    async loadProtestTimers(office: string) {
      // Defaults, then the operator's settings, then the office's own: the most specific wins.
      const rows: { key: string; value: Partial<domain.ProtestTimers> }[] = await deps
        .db('settings')
        .whereIn('key', ['protest.timers', `protest.timers.${office}`])
        .select('key', 'value');
      const general = rows.find((r) => r.key === 'protest.timers')?.value ?? {};
      const own = rows.find((r) => r.key === `protest.timers.${office}`)?.value ?? {};
      return { ...domain.DEFAULT_PROTEST_TIMERS, ...general, ...own };
    },
  };
}

function letterChanges(record: ProtestTransitionRecord): Record<string, unknown> {
  const p = record.payload;
  if (record.action === 'ANALYSIS_CONCLUDED') return { analysis_statement: p.analysisStatement };
  if (record.action === 'LETTER_OF_PROTEST_LINKED')
    return { reimbursement_request_id: p.reimbursementRequestId };
  return {};
}

/** The letter's current inspection: the latest one still open. */
const openInspection = (trx: Knex.Transaction, letterId: string) =>
  trx('inspections')
    .where({ protest_letter_id: letterId })
    .whereIn('status', [1, 2])
    .orderBy('created_at', 'desc')
    .first('id');

async function projectInspection(trx: Knex.Transaction, record: ProtestTransitionRecord) {
  const p = record.payload as Record<string, string>;
  const at = record.doneAt;
  if (record.action === 'INSPECTION_REQUESTED') {
    await trx('inspections').insert({
      protest_letter_id: record.letterId,
      date: p.date,
      hour: p.hour,
      name: p.name,
      contact: p.contact,
      telephone: p.telephone,
      address: p.address,
      email: p.email,
      status: 1,
      created_at: at,
      updated_at: at,
    });
    return;
  }
  const open = await openInspection(trx, record.letterId);
  if (!open) return;
  const update = (changes: Record<string, unknown>) =>
    trx('inspections')
      .where({ id: open.id })
      .update({ ...changes, updated_at: at });
  if (record.action === 'INSPECTION_SCHEDULED')
    await update({ inspector_id: p.inspectorId, date: p.date, hour: p.hour, status: 2 });
  if (record.action === 'INSPECTION_CONCLUDED')
    await update({
      result: p.result,
      observation: p.observation,
      analysis_statement: p.analysisStatement ?? null,
      status: 3,
      concluded_at: at,
    });
  if (record.action === 'INSPECTION_CANCELLED') await update({ status: 4 });
}

async function writeOutbox(trx: Knex.Transaction, record: ProtestTransitionRecord) {
  const letter = await trx('protest_letters').where({ id: record.letterId }).first();
  if (!letter) return;
  const recipients = domain.PROTEST_NOTIFICATIONS[record.action] ?? [];
  const userOf: Record<domain.ProtestRecipient, string | null> = {
    CLIENT: letter.created_by,
    INSPECTOR: record.case.inspectorId,
    CLAIMS: 'claims',
    CASE_ANALYSTS,
  };
  const visit = record.action === 'INSPECTION_SCHEDULED' ? await visitOf(trx, record.letterId) : {};
  const rows = recipients
    .map((r) => userOf[r])
    .filter((to): to is string => to !== null)
    .map((to) => ({
      event_key: domain.protestEventKey(record.letterId, record.seq, to),
      kind: record.action,
      payload: JSON.stringify({
        caseKind: 'protest_letter',
        caseId: record.letterId,
        reference: letter.reference,
        recipient: to,
        status: record.toStatus,
        ...visit,
      }),
    }));
  if (
    record.action === 'INSPECTION_CONCLUDED' &&
    record.case.inspectionResult === 'POSITIVE' &&
    letter.created_by
  ) {
    const suggestion = await reimbursementSuggestion(trx, letter);
    await trx('protest_letters')
      .where({ id: letter.id })
      .update({ reimbursement_suggestion: JSON.stringify(suggestion) });
    // One notice per event: the client's says the result and offers the request, in one.
    rows.splice(0, rows.length, ...rows.filter((r) => !r.event_key.endsWith(`:${letter.created_by}`)));
    rows.push({
      event_key: domain.protestEventKey(record.letterId, record.seq, `${letter.created_by}:reimbursement`),
      kind: domain.REIMBURSEMENT_SUGGESTED,
      payload: JSON.stringify({
        caseKind: 'protest_letter',
        caseId: letter.id,
        reference: letter.reference,
        recipient: letter.created_by,
        suggestion,
      }),
    });
  }
  // The customer who filed is told the letter arrived (once: the filing is the letter's first step).
  if (record.action === 'PROTEST_LETTER_FILED' && letter.created_by)
    rows.push({
      event_key: domain.protestEventKey(record.letterId, record.seq, letter.created_by),
      kind: domain.PROTEST_LETTER_RECEIVED,
      payload: JSON.stringify({
        caseKind: 'protest_letter',
        caseId: letter.id,
        reference: letter.reference,
        recipient: letter.created_by,
        status: record.toStatus,
      }),
    });
  if (rows.length) await trx('outbox').insert(rows).onConflict('event_key').ignore();
}

/**
 * When and where a scheduled inspection takes place and whom to meet there: the notice tells the
 * inspector (and the client) without opening the portal. Dates as the four offices write them.
 */
async function visitOf(trx: Knex.Transaction, letterId: string) {
  const visit = await trx('inspections')
    .where({ protest_letter_id: letterId, status: 2 })
    .orderBy('updated_at', 'desc')
    .first('date', 'hour', 'address', 'name', 'contact', 'telephone');
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
async function reimbursementSuggestion(trx: Knex.Transaction, letter: Record<string, unknown>) {
  const containers = await trx('protest_containers')
    .where({ protest_letter_id: letter.id })
    .orderBy('number')
    .select('number', 'damages');
  return {
    protestLetterId: letter.id,
    clientId: letter.client_id,
    office: letter.office,
    billOfLading: letter.bill_of_lading,
    houseBillOfLading: letter.house_bill_of_lading,
    cte: letter.cte,
    vesselId: letter.vessel_id,
    ship: letter.ship,
    voyage: letter.voyage,
    portOfEmbarkationId: letter.port_of_embarkation_id,
    portOfDischargeId: letter.port_of_discharge_id,
    containers: containers.map((c) => ({ number: c.number, damages: c.damages })),
  };
}
