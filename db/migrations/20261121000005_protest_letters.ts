import type { Knex } from 'knex';
import { INSPECTION_RESULT_KEYS, INSPECTION_STATUSES, PROTEST_STATUSES } from '@claims/domain';
import { inList, timestamps } from '../src/schema-helpers';

/**
 * Letters of protest with their containers and inspections: the projection of the protest
 * workflow (like reimbursement_requests, `projected_seq` keeps an older write from overwriting a
 * newer one). Status columns hold the spec's numeric codes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE SEQUENCE protest_letter_reference_seq');
  await knex.raw('CREATE SEQUENCE protest_letter_protocol_seq');

  await knex.schema.createTable('protest_letters', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('reference').notNullable().unique();
    // Given when the letter is filed (a draft has none yet).
    t.text('protocol').unique();
    t.smallint('status').notNullable().defaultTo(1);
    t.uuid('client_id').notNullable().references('id').inTable('clients');
    t.text('office').references('key').inTable('offices');
    t.uuid('created_by').references('id').inTable('users');
    t.boolean('draft').notNullable().defaultTo(false);
    t.text('bill_of_lading');
    t.text('house_bill_of_lading');
    t.text('cte');
    t.uuid('vessel_id').references('id').inTable('vessels');
    // The ship's name as written on the letter, for a vessel not (yet) in the vessels table.
    t.text('ship');
    t.text('voyage');
    t.text('merchandise');
    t.text('notifying_company');
    t.uuid('port_of_embarkation_id').references('id').inTable('ports');
    t.uuid('port_of_discharge_id').references('id').inTable('ports');
    t.date('discharge_date');
    // Filed after the notice period of the governing regime: accepted, but flagged (ARCHITECTURE §4).
    t.boolean('late_notice').notNullable().defaultTo(false);
    t.date('notice_deadline');
    t.text('workflow_id').unique();
    t.integer('projected_seq').notNullable().defaultTo(0);
    timestamps(t, knex);
    t.timestamp('filed_at', { useTz: true });
    t.timestamp('closed_at', { useTz: true });
    t.timestamp('deleted_at', { useTz: true });
    t.index(['status', 'created_at']);
    t.index(['client_id', 'created_at']);
    t.index(['office', 'created_at']);
    t.index(['created_at']);
    t.index(['bill_of_lading']);
    t.index(['house_bill_of_lading']);
    t.index(['cte']);
    t.check(
      inList(
        'status',
        PROTEST_STATUSES.map((s) => s.code),
      ),
      [],
      'protest_letters_status_check',
    );
  });
  await knex.raw(
    'CREATE INDEX protest_letters_reference_pattern_index ON protest_letters (reference text_pattern_ops)',
  );
  await knex.raw(
    'CREATE INDEX protest_letters_late_notice_index ON protest_letters (created_at) WHERE late_notice',
  );
  await knex.raw(
    'CREATE INDEX protest_letters_drafts_index ON protest_letters (created_by, updated_at) WHERE draft',
  );

  await knex.schema.createTable('protest_containers', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('protest_letter_id').notNullable().references('id').inTable('protest_letters').onDelete('CASCADE');
    // ISO 6346, normalized (no spaces), e.g. MSCU1234565.
    t.text('number').notNullable();
    // Keys of PROTEST_DAMAGE_TYPES.
    t.specificType('damages', 'text[]').notNullable().defaultTo('{}');
    t.text('seal_manifested');
    t.text('seal_determined');
    t.decimal('weight_manifested', 14, 3);
    t.decimal('weight_determined', 14, 3);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['protest_letter_id', 'number']);
    t.index(['number']);
  });
  await knex.raw('CREATE INDEX protest_containers_damages_index ON protest_containers USING gin (damages)');

  await knex.schema.createTable('inspections', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('protest_letter_id').notNullable().references('id').inTable('protest_letters').onDelete('CASCADE');
    t.date('date');
    t.time('hour');
    t.text('name');
    t.text('contact');
    t.text('telephone');
    t.text('address');
    t.text('email');
    t.uuid('inspector_id').references('id').inTable('users');
    t.text('observation');
    t.smallint('status').notNullable().defaultTo(1);
    t.text('result');
    t.text('analysis_statement');
    timestamps(t, knex);
    t.timestamp('concluded_at', { useTz: true });
    t.index(['protest_letter_id']);
    t.index(['inspector_id', 'status', 'date']);
    t.index(['status', 'date']);
    t.check(
      inList(
        'status',
        INSPECTION_STATUSES.map((s) => s.code),
      ),
      [],
      'inspections_status_check',
    );
    t.check(`result is null or ${inList('result', INSPECTION_RESULT_KEYS)}`, [], 'inspections_result_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inspections');
  await knex.schema.dropTable('protest_containers');
  await knex.schema.dropTable('protest_letters');
  await knex.raw('DROP SEQUENCE protest_letter_protocol_seq');
  await knex.raw('DROP SEQUENCE protest_letter_reference_seq');
}
