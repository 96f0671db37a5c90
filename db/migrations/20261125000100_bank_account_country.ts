import type { Knex } from 'knex';
import { inList } from '../src/schema-helpers';

/**
 * The country of the account a claim is paid into, which its agency and account were read by:
 * the paying office's by default, or the one the claimant chose (a Brazilian exporter's claim at
 * the Argentine office may be paid into an Argentine or a Brazilian account). Rows filed before
 * were read by the claimant's country and keep no value here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reimbursement_bank_data', (t) => {
    t.text('country');
    t.check(
      `country is null or ${inList('country', ['AR', 'BR', 'PY', 'UY'])}`,
      [],
      'reimbursement_bank_data_country_check',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reimbursement_bank_data', (t) => {
    t.dropChecks(['reimbursement_bank_data_country_check']);
    t.dropColumn('country');
  });
}
