import type { Knex } from 'knex';
import { SUPPORTED_LOCALES } from '@claims/domain';
import { inList, money, timestamps } from '../src/schema-helpers';

/**
 * Who files and who handles claims: client companies, the customs brokers that represent them,
 * and the users of every role. All are soft-deleted: cases and the audit log keep pointing at them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('clients', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('email');
    t.text('contact');
    // Normalized (no punctuation); its kind (CNPJ, CUIT, RUC, RUT) follows from the country.
    t.text('tax_id').notNullable();
    t.specificType('country', 'char(2)').notNullable();
    t.text('office').notNullable().references('key').inTable('offices');
    timestamps(t, knex);
    t.timestamp('deleted_at', { useTz: true });
    t.index(['office']);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX clients_country_tax_id_unique ON clients (country, tax_id) WHERE deleted_at IS NULL',
  );
  await knex.raw('CREATE INDEX clients_lower_name_index ON clients (lower(name) text_pattern_ops)');

  await knex.schema.createTable('customs_brokers', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('tax_id').notNullable();
    t.specificType('country', 'char(2)').notNullable();
    timestamps(t, knex);
    t.timestamp('deleted_at', { useTz: true });
  });
  await knex.raw(
    'CREATE UNIQUE INDEX customs_brokers_country_tax_id_unique ON customs_brokers (country, tax_id) WHERE deleted_at IS NULL',
  );
  await knex.raw(
    'CREATE INDEX customs_brokers_lower_name_index ON customs_brokers (lower(name) text_pattern_ops)',
  );

  // The clients a broker may act for: its users see and file those clients' cases.
  await knex.schema.createTable('customs_broker_clients', (t) => {
    t.uuid('customs_broker_id').notNullable().references('id').inTable('customs_brokers').onDelete('CASCADE');
    t.uuid('client_id').notNullable().references('id').inTable('clients').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['customs_broker_id', 'client_id']);
    t.index(['client_id']);
  });

  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    // Null until an invited user sets a password through their invitation token.
    t.text('password_hash');
    t.text('role').notNullable().references('key').inTable('roles');
    t.text('language').notNullable().defaultTo('pt-BR');
    t.uuid('client_id').references('id').inTable('clients');
    t.uuid('customs_broker_id').references('id').inTable('customs_brokers');
    t.text('team').references('key').inTable('teams');
    // Proposals above this wait for a MASTER's approval (ARCHITECTURE §4).
    money(t, 'authority_limit');
    t.text('authority_currency').references('key').inTable('currencies');
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(t, knex);
    t.timestamp('deleted_at', { useTz: true });
    t.index(['role']);
    t.index(['client_id']);
    t.index(['customs_broker_id']);
    t.index(['team']);
    t.check(inList('language', SUPPORTED_LOCALES), [], 'users_language_check');
    // A user belongs to a client company or to a broker, never to both.
    t.check('num_nonnulls(client_id, customs_broker_id) <= 1', [], 'users_one_company_check');
    t.check(
      'authority_limit is null or authority_currency is not null',
      [],
      'users_authority_currency_check',
    );
  });
  // Case-insensitive: "Ana@Example.com" and "ana@example.com" are one account.
  await knex.raw('CREATE UNIQUE INDEX users_lower_email_unique ON users (lower(email))');
  await knex.raw('CREATE INDEX users_lower_name_index ON users (lower(name) text_pattern_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
  await knex.schema.dropTable('customs_broker_clients');
  await knex.schema.dropTable('customs_brokers');
  await knex.schema.dropTable('clients');
}
