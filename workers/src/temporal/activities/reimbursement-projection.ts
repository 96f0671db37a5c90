import type { Knex } from 'knex';
import { reimbursement as domain } from '@claims/domain';
import type { ReimbursementActivities, ReimbursementTransitionRecord } from '@claims/workflows';

/**
 * Writes each transition of a reimbursement workflow to PostgreSQL: the log entry and the
 * request's current status, in one transaction. Retries are safe: the log is unique per
 * (case, seq) and the row only moves forward.
 */
export function createReimbursementActivities(deps: { db: Knex }): ReimbursementActivities {
  return {
    async recordReimbursementTransition(record: ReimbursementTransitionRecord) {
      await deps.db.transaction(async (trx) => {
        const inserted = await trx('case_events')
          .insert({
            case_kind: 'reimbursement',
            case_id: record.requestId,
            seq: record.seq,
            action: record.action,
            from_status: record.fromStatus,
            to_status: record.toStatus,
            done_by: record.doneBy,
            done_at: record.doneAt,
            payload: JSON.stringify(record.payload),
          })
          .onConflict(['case_kind', 'case_id', 'seq'])
          .ignore()
          .returning('id');
        if (inserted.length === 0) return;
        await trx('reimbursement_requests')
          .where({ id: record.requestId })
          .andWhere('projected_seq', '<', record.seq)
          .update({
            analysis_status: record.toStatus,
            team: record.team,
            projected_seq: record.seq,
            updated_at: record.doneAt,
            closed_at: domain.isClosed(record.toStatus) ? record.doneAt : null,
          });
      });
    },

    async loadReimbursementTimers(office: string) {
      // Defaults, then the operator's settings, then the office's own: the most specific wins.
      const rows: { key: string; value: Partial<domain.ReimbursementTimers> }[] = await deps
        .db('settings')
        .whereIn('key', ['reimbursement.timers', `reimbursement.timers.${office}`])
        .select('key', 'value');
      const general = rows.find((r) => r.key === 'reimbursement.timers')?.value ?? {};
      const own = rows.find((r) => r.key === `reimbursement.timers.${office}`)?.value ?? {};
      return { ...domain.DEFAULT_REIMBURSEMENT_TIMERS, ...general, ...own };
    },
  };
}
