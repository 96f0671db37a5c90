import type { Knex } from 'knex';

/**
 * What the reimbursement workflow projects beyond migrations 0006 and 0008: a draft's unfinished
 * wizard data, the request's totals per currency, the team SLA (first answer, breach) and the
 * next deadline shown on the timeline. Also the default carrier notice (SPEC §1) in settings.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reimbursement_requests', (t) => {
    t.jsonb('draft_data');
    t.text('country');
    t.boolean('sla_breached').notNullable().defaultTo(false);
    t.timestamp('first_answered_at', { useTz: true });
    t.boolean('counteroffer_pending').notNullable().defaultTo(false);
    // { at, kind, key }: what the workflow will do by itself next, for the timeline.
    t.jsonb('next_deadline');
    t.index(['sla_breached']);
  });
  await knex('settings')
    .insert({
      key: 'reimbursement.carrierNotice',
      value: JSON.stringify({ carrier: 'Aliança', email: 'sinistros.alianca@example.com' }),
    })
    .onConflict('key')
    .ignore();
  await knex('settings')
    .insert({ key: 'reimbursement.authorityLimit', value: JSON.stringify({ limit: '20000.00' }) })
    .onConflict('key')
    .ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex('settings')
    .whereIn('key', ['reimbursement.carrierNotice', 'reimbursement.authorityLimit'])
    .del();
  await knex.schema.alterTable('reimbursement_requests', (t) => {
    t.dropIndex(['sla_breached']);
    t.dropColumns(
      'draft_data',
      'country',
      'sla_breached',
      'first_answered_at',
      'counteroffer_pending',
      'next_deadline',
    );
  });
}
