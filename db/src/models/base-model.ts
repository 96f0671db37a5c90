import type { Knex } from 'knex';
import {
  Model,
  type JSONSchema,
  type ModelClass,
  type Modifiers,
  type PartialModelObject,
  type QueryBuilder,
} from 'objection';

/**
 * Models speak camelCase, the tables snake_case. The mapping is knex's own (knexSnakeCaseMappers
 * in knex.ts), so every query and every row is camelCase in our code: property names work in
 * `where`, `orderBy` and relation joins (`case_files.caseId`), and knex writes them as columns.
 * Numeric columns come back as strings: money is never a float.
 */
export class BaseModel extends Model {
  // Explicit per model: objection would otherwise JSON-encode array properties meant for text[] columns.
  static override jsonAttributes: string[] = [];
  static override useLimitInFirst = true;

  /**
   * Adds rows in one plain INSERT, through the model's mapping and validation. `query().insert()`
   * always asks `RETURNING id`, which costs a read per row under row-level security and which
   * PostgreSQL refuses where a tenant may write but not read (the outbox, the audit log). Use
   * this wherever nobody reads the new rows' ids; chain `.onConflict(...).ignore()` where a
   * retry may repeat a row.
   */
  static append<M extends BaseModel>(
    this: ModelClass<M>,
    db: Knex,
    rows: PartialModelObject<M> | readonly PartialModelObject<M>[],
  ): Knex.QueryBuilder {
    const list = (Array.isArray(rows) ? rows : [rows]) as PartialModelObject<M>[];
    return db(this.tableName).insert(list.map((row) => this.fromJson(row).$toDatabaseJson()));
  }
}

/**
 * A table with `updated_at`: kept current on every update through the model, unless the update
 * says when itself (a projection stamps the time of the step it records, not of its own run).
 */
export class TimestampedModel extends BaseModel {
  declare createdAt: Date;
  declare updatedAt: Date;

  override $beforeUpdate(): void {
    this.updatedAt ??= new Date();
  }
}

// Modifiers qualify their column with the query's table reference, so they work inside joins too.
const columnOf = <M extends Model>(query: QueryBuilder<M>, column: string) =>
  `${query.tableRefFor(query.modelClass())}.${column}`;

/** A modifier keeping the rows whose `column` is null. */
export function whereNullModifier(column: string) {
  return <M extends Model>(query: QueryBuilder<M>) => {
    query.whereNull(columnOf(query, column));
  };
}

/** A modifier keeping the rows whose `column` holds `value`. */
export function whereModifier(column: string, value: boolean) {
  return <M extends Model>(query: QueryBuilder<M>) => {
    query.where(columnOf(query, column), value);
  };
}

/**
 * `usable` for a token table: the tokens neither spent (`spentColumn`: usedAt, revokedAt) nor past
 * `expiresAt`.
 */
export function usableTokenModifiers(spentColumn: string): Modifiers {
  return {
    usable: <M extends Model>(query: QueryBuilder<M>) => {
      query.whereNull(columnOf(query, spentColumn)).where(columnOf(query, 'expiresAt'), '>', new Date());
    },
  };
}

/** `notDeleted` for soft-deleted tables. */
export const softDeleteModifiers: Modifiers = { notDeleted: whereNullModifier('deletedAt') };

/** `drafts` and `filed` for the case tables, where an unfiled case is a row marked `draft`. */
export const draftModifiers: Modifiers = {
  drafts: whereModifier('draft', true),
  filed: whereModifier('draft', false),
};

/** `active` for catalogue tables with an active flag. */
export const activeModifiers: Modifiers = { active: whereModifier('active', true) };

/** Decimal strings as the API carries them: optional sign, up to 2 fraction digits. */
export const MONEY_SCHEMA: JSONSchema = { type: ['string', 'null'], pattern: '^-?\\d{1,16}(\\.\\d{1,2})?$' };
export const QUOTATION_SCHEMA: JSONSchema = {
  type: ['string', 'null'],
  pattern: '^\\d{1,12}(\\.\\d{1,6})?$',
};

/** ISO 3166-1 alpha-2. */
export const COUNTRY_SCHEMA: JSONSchema = { type: 'string', pattern: '^[A-Z]{2}$' };

/**
 * What identifies a company (a client, a customs broker): its name, and its tax id as stored
 * (normalized: digits and capitals only), whose kind follows from its country.
 */
export const COMPANY_PROPERTIES: Record<string, JSONSchema> = {
  name: { type: 'string', minLength: 1, maxLength: 200 },
  taxId: { type: 'string', pattern: '^[0-9A-Z]{5,20}$' },
  country: COUNTRY_SCHEMA,
};

/** A company (a client, a customs broker): soft-deleted, identified as COMPANY_PROPERTIES says. */
export class CompanyModel extends TimestampedModel {
  declare id: string;
  declare name: string;
  declare taxId: string;
  declare country: string;
  declare deletedAt: Date | null;

  static override modifiers = { ...softDeleteModifiers };
}

/**
 * A catalogue row seeded from the domain (a port, a vessel, a sinister cause). An admin may edit
 * one, which sets `customizedAt` (the reference seed then leaves it as the admin set it), or
 * delete it, softly: cases keep naming it.
 */
export class SeededCatalogueModel extends TimestampedModel {
  declare id: string;
  declare customizedAt: Date | null;
  declare deletedAt: Date | null;

  static override modifiers: Modifiers = { ...softDeleteModifiers };
}
