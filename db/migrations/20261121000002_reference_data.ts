import type { Knex } from 'knex';
import { timestamps } from '../src/schema-helpers';

/**
 * The catalogue tables. Their rows come from the code tables in `@claims/domain` and are upserted
 * by `seeds/reference-data.ts` on every start; the key is what other tables store, so a row
 * stays readable in SQL without a join. Code tables are deactivated, never deleted (history
 * refers to them); ports, vessels and sinister causes are admin-maintained and soft-deleted.
 */
export async function up(knex: Knex): Promise<void> {
  const codeTable = (t: Knex.CreateTableBuilder) => {
    t.text('key').primary();
    t.integer('code').notNullable().unique();
    t.jsonb('labels').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(t, knex);
  };

  await knex.schema.createTable('currencies', (t) => {
    codeTable(t);
    t.text('symbol').notNullable();
    t.smallint('decimals').notNullable();
  });
  await knex.schema.createTable('teams', codeTable);
  await knex.schema.createTable('roles', (t) => {
    codeTable(t);
    // The legacy authority name (ROLE_*), for imports from the original portal.
    t.text('spring_key').notNullable().unique();
  });
  await knex.schema.createTable('offices', (t) => {
    codeTable(t);
    t.specificType('country_iso2', 'char(2)').notNullable().unique();
    t.text('local_currency').notNullable().references('key').inTable('currencies');
    t.text('default_team').notNullable().references('key').inTable('teams');
    t.text('notice_regime').notNullable();
  });
  await knex.schema.createTable('document_types', (t) => {
    codeTable(t);
    t.text('slug').notNullable().unique();
  });

  // Rows an admin edits get `customized_at`; the reference seed then leaves them as the admin set them.
  await knex.raw('CREATE SEQUENCE sinister_cause_code_seq START 1001');
  await knex.schema.createTable('sinister_causes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // Seeded causes carry the domain's codes (1-22); admin-added ones draw from the sequence.
    t.integer('code').notNullable().unique().defaultTo(knex.raw("nextval('sinister_cause_code_seq')"));
    t.text('key').notNullable().unique();
    t.jsonb('labels').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(t, knex);
    t.timestamp('customized_at', { useTz: true });
    t.timestamp('deleted_at', { useTz: true });
  });
  await knex.raw('ALTER SEQUENCE sinister_cause_code_seq OWNED BY sinister_causes.code');

  await knex.schema.createTable('ports', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('code').notNullable().unique();
    t.text('city').notNullable();
    t.specificType('country', 'char(2)').notNullable();
    timestamps(t, knex);
    t.timestamp('customized_at', { useTz: true });
    t.timestamp('deleted_at', { useTz: true });
    t.index(['country', 'name']);
  });
  await knex.raw(
    `ALTER TABLE ports ADD CONSTRAINT ports_code_unlocode CHECK (code ~ '^[A-Z]{2}[A-Z2-9]{3}$')`,
  );
  await knex.raw('CREATE INDEX ports_lower_name_index ON ports (lower(name) text_pattern_ops)');

  await knex.schema.createTable('vessels', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('short_name').notNullable();
    t.text('code').notNullable().unique();
    timestamps(t, knex);
    t.timestamp('customized_at', { useTz: true });
    t.timestamp('deleted_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX vessels_lower_name_index ON vessels (lower(name) text_pattern_ops)');

  // The projection's columns now point at the catalogue.
  await knex.schema.alterTable('reimbursement_requests', (t) => {
    t.foreign('office').references('key').inTable('offices');
    t.foreign('team').references('key').inTable('teams');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reimbursement_requests', (t) => {
    t.dropForeign('team');
    t.dropForeign('office');
  });
  for (const table of [
    'vessels',
    'ports',
    'sinister_causes',
    'document_types',
    'offices',
    'roles',
    'teams',
    'currencies',
  ]) {
    await knex.schema.dropTable(table);
  }
}
