import type { Knex } from 'knex';

/**
 * Who answered a proposal or counteroffer from the other side and with what message (claims
 * declining a counteroffer says why), so the thread reads as a conversation on both sides; and
 * when the request's current status lapses by itself (documents not sent, R&R not sent), the
 * date the customer is told to act by.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('agreement_proposals', (t) => {
    t.uuid('answered_by').references('id').inTable('users');
    t.text('answer_message');
  });
  await knex.schema.alterTable('reimbursement_requests', (t) => {
    t.timestamp('status_lapses_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('agreement_proposals', (t) => {
    t.dropColumn('answered_by');
    t.dropColumn('answer_message');
  });
  await knex.schema.alterTable('reimbursement_requests', (t) => {
    t.dropColumn('status_lapses_at');
  });
}
