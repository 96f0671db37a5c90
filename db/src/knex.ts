import knex, { Knex } from 'knex';
import { Model, knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import path from 'node:path';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../migrations');
export const SEEDS_DIR = path.resolve(__dirname, '../seeds');

/**
 * A DATE column is a calendar day (a discharge, a time bar, an expected payment): it is read as
 * the 'YYYY-MM-DD' it holds. pg's default makes it midnight in the server's own zone, which every
 * reader had to undo with that zone's offset.
 */
const types: Knex.PgCustomTypesConfig = {
  getTypeParser: (oid, format) =>
    oid === pg.types.builtins.DATE && format === 'text'
      ? (day: string) => day
      : pg.types.getTypeParser(oid, format as 'text' | 'binary'),
};

const identifierMappers = knexSnakeCaseMappers();

/**
 * A raw statement's rows keyed as every other row our code reads (camelCase): knex maps the rows
 * of the queries it builds, but hands a raw statement's result back as PostgreSQL sent it.
 */
export function propertiesOf<Row>(rows: readonly Record<string, unknown>[]): Row[] {
  return identifierMappers.postProcessResponse(rows) as Row[];
}

export function knexConfig(databaseUrl: string, pool: { min?: number; max?: number } = {}): Knex.Config {
  return {
    client: 'pg',
    // Our code speaks camelCase, the tables snake_case: knex writes every identifier as a column
    // (caseId → case_id) and reads every row's keys back as properties, for the models and for
    // plain knex alike. A raw statement's SQL is ours to write in snake_case; its `rows` come
    // back as the database named them.
    ...identifierMappers,
    // Every connection starts in the system's own row-level-security scope (migration
    // 20261124170200): workers and projections act for everyone; a user's request narrows it
    // per transaction (withTenantScope). Sent at connection start, so no extra round trip.
    connection: { connectionString: databaseUrl, options: '-c app.scope=all', types },
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    migrations: { directory: MIGRATIONS_DIR, loadExtensions: ['.ts'], tableName: 'knex_migrations' },
    seeds: { directory: SEEDS_DIR, loadExtensions: ['.ts'] },
  };
}

/** One knex instance per process, bound to objection's models. */
export function createDatabase(databaseUrl: string, pool?: { min?: number; max?: number }): Knex {
  const db = knex(knexConfig(databaseUrl, pool));
  Model.knex(db);
  return db;
}
