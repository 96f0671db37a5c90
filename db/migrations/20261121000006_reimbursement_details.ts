import type { Knex } from 'knex';
import {
  DAMAGE_DESTINATION_KEYS,
  DEBT_NOTE_SUB_STATUS_KEYS,
  SERVICE_TYPE_KEYS,
  STUFFING_MODAL_KEYS,
  TRANSPORT_MODAL_KEYS,
} from '@claims/domain';
import { inList, money, timestamps, wholeUnitsFor } from '../src/schema-helpers';

/**
 * What a reimbursement request carries besides its lifecycle: the wizard's groups (client data,
 * shipping, faults, damages, extra costs, bank data), the analysis and the agreement proposals.
 * New columns on reimbursement_requests are nullable or defaulted, so the projection and the
 * create route can insert a bare row. Amounts are numeric with their currency; a non-BRL
 * amount carries its quotation and BRL equivalent (ARCHITECTURE §6).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reimbursement_requests', (t) => {
    t.uuid('client_id').references('id').inTable('clients');
    t.uuid('created_by').references('id').inTable('users');
    t.boolean('draft').notNullable().defaultTo(false);
    t.text('type');
    t.text('service_type');
    // Client data as the claimant filled it in (the company may differ from the client record).
    t.text('tax_id');
    t.text('company_name');
    t.text('state_registration');
    t.text('city_registration');
    // Shipping data.
    t.text('bl_or_cte');
    t.text('booking_number');
    t.text('house_bl');
    t.text('invoice_number');
    t.uuid('port_of_loading_id').references('id').inTable('ports');
    t.uuid('port_of_discharge_id').references('id').inTable('ports');
    t.date('discharge_date');
    t.uuid('vessel_id').references('id').inTable('vessels');
    t.text('voyage');
    t.text('transporter');
    t.text('transport_modal');
    t.text('stuffing_modal');
    // ISO 6346 numbers, normalized; GIN-indexed for "which claims name this container".
    t.specificType('containers', 'text[]').notNullable().defaultTo('{}');
    t.uuid('protest_letter_id').references('id').inTable('protest_letters');
    // The recovery from a third party (debt note), run by a child workflow.
    t.text('sub_status');
    t.date('time_bar_date');
    t.timestamp('sla_due_at', { useTz: true });
    t.timestamp('submitted_at', { useTz: true });
    t.timestamp('deleted_at', { useTz: true });
    // A code column holds one of its family's keys, or nothing yet.
    const codeOrNull = (column: string, keys: readonly string[]) =>
      t.check(`${column} is null or ${inList(column, keys)}`, [], `reimbursement_requests_${column}_check`);
    codeOrNull('service_type', SERVICE_TYPE_KEYS);
    codeOrNull('transport_modal', TRANSPORT_MODAL_KEYS);
    codeOrNull('stuffing_modal', STUFFING_MODAL_KEYS);
    codeOrNull('sub_status', DEBT_NOTE_SUB_STATUS_KEYS);
  });
  await knex.schema.alterTable('reimbursement_requests', (t) => {
    t.index(['client_id', 'created_at']);
    t.index(['office', 'created_at']);
    t.index(['created_at']);
    t.index(['bl_or_cte']);
    t.index(['booking_number']);
    t.index(['protest_letter_id']);
    t.index(['sub_status']);
  });
  await knex.raw(
    'CREATE INDEX reimbursement_requests_reference_pattern_index ON reimbursement_requests (reference text_pattern_ops)',
  );
  await knex.raw(
    'CREATE INDEX reimbursement_requests_containers_index ON reimbursement_requests USING gin (containers)',
  );
  // Deadlines matter only while the case is open.
  await knex.raw(
    'CREATE INDEX reimbursement_requests_time_bar_index ON reimbursement_requests (time_bar_date) WHERE closed_at IS NULL',
  );
  await knex.raw(
    'CREATE INDEX reimbursement_requests_sla_index ON reimbursement_requests (sla_due_at) WHERE closed_at IS NULL',
  );
  await knex.raw(
    'CREATE INDEX reimbursement_requests_drafts_index ON reimbursement_requests (created_by, updated_at) WHERE draft',
  );

  const requestChild = (t: Knex.CreateTableBuilder) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('reimbursement_request_id')
      .notNullable()
      .references('id')
      .inTable('reimbursement_requests')
      .onDelete('CASCADE');
    t.index(['reimbursement_request_id']);
  };
  const converted = (t: Knex.CreateTableBuilder) => {
    t.text('currency').notNullable().references('key').inTable('currencies');
    // Units of BRL per unit of `currency`; required by the API when currency is not BRL.
    t.decimal('quotation', 18, 6);
    money(t, 'amount_brl');
  };
  // A line of goods, claimed as faulty or damaged: what, how many, at what price and currency.
  const goodsLine = (t: Knex.CreateTableBuilder) => {
    t.text('product_description').notNullable();
    // Quantity of goods (the spec's "amount"), not money.
    t.decimal('amount', 18, 3).notNullable();
    money(t, 'unit_price').notNullable();
    money(t, 'total_price').notNullable();
    converted(t);
  };

  await knex.schema.createTable('reimbursement_faults', (t) => {
    requestChild(t);
    goodsLine(t);
    timestamps(t, knex);
    t.check(
      wholeUnitsFor('currency', ['unit_price', 'total_price']),
      [],
      'reimbursement_faults_whole_pyg_check',
    );
  });

  await knex.schema.createTable('reimbursement_damages', (t) => {
    requestChild(t);
    goodsLine(t);
    t.text('damage_description');
    t.text('destination');
    money(t, 'sale_price');
    // Where the damaged goods are and whom to contact about them (salvage, inspection).
    t.text('address');
    t.text('name');
    t.text('phone');
    money(t, 'loss_mitigation_value');
    timestamps(t, knex);
    t.check(
      `destination is null or ${inList('destination', DAMAGE_DESTINATION_KEYS)}`,
      [],
      'reimbursement_damages_destination_check',
    );
    t.check(
      wholeUnitsFor('currency', ['unit_price', 'total_price', 'sale_price', 'loss_mitigation_value']),
      [],
      'reimbursement_damages_whole_pyg_check',
    );
  });

  await knex.schema.createTable('reimbursement_extra_costs', (t) => {
    requestChild(t);
    t.text('description').notNullable();
    money(t, 'value').notNullable();
    money(t, 'total').notNullable();
    converted(t);
    timestamps(t, knex);
    t.check(wholeUnitsFor('currency', ['value', 'total']), [], 'reimbursement_extra_costs_whole_pyg_check');
  });

  await knex.schema.createTable('reimbursement_bank_data', (t) => {
    requestChild(t);
    t.unique(['reimbursement_request_id']);
    t.text('bank').notNullable();
    t.text('agency').notNullable();
    t.text('checking_account').notNullable();
    timestamps(t, knex);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reimbursement_bank_data');
  await knex.schema.dropTable('reimbursement_extra_costs');
  await knex.schema.dropTable('reimbursement_damages');
  await knex.schema.dropTable('reimbursement_faults');
  for (const index of ['drafts', 'sla', 'time_bar', 'containers', 'reference_pattern']) {
    await knex.raw(`DROP INDEX reimbursement_requests_${index}_index`);
  }
  await knex.schema.alterTable('reimbursement_requests', (t) => {
    t.dropIndex(['office', 'created_at']);
    t.dropIndex(['created_at']);
    for (const check of ['service_type', 'transport_modal', 'stuffing_modal', 'sub_status']) {
      t.dropChecks(`reimbursement_requests_${check}_check`);
    }
    t.dropColumns(
      'client_id',
      'created_by',
      'draft',
      'type',
      'service_type',
      'tax_id',
      'company_name',
      'state_registration',
      'city_registration',
      'bl_or_cte',
      'booking_number',
      'house_bl',
      'invoice_number',
      'port_of_loading_id',
      'port_of_discharge_id',
      'discharge_date',
      'vessel_id',
      'voyage',
      'transporter',
      'transport_modal',
      'stuffing_modal',
      'containers',
      'protest_letter_id',
      'sub_status',
      'time_bar_date',
      'sla_due_at',
      'submitted_at',
      'deleted_at',
    );
  });
}
