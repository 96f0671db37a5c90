import type { Knex } from 'knex';

/**
 * Small vocabulary the migrations share. It lives outside `migrations/` because knex runs every
 * file in that folder as a migration.
 */

/** created_at / updated_at, both set by the database on insert; models refresh updated_at. */
export function timestamps(t: Knex.CreateTableBuilder, knex: Knex): void {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/** A money amount: exact decimal, never float. PYG has no minor unit, see `wholeUnitsFor`. */
export function money(
  t: Knex.CreateTableBuilder | Knex.AlterTableBuilder,
  column: string,
): Knex.ColumnBuilder {
  return t.decimal(column, 18, 2);
}

/** `column IN ('A', 'B')` for a CHECK constraint, the literals escaped. */
export function inList(column: string, values: readonly (string | number)[]): string {
  const literals = values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`));
  return `${column} in (${literals.join(', ')})`;
}

/** Amounts in a currency without a minor unit (PYG) must be whole numbers. */
export function wholeUnitsFor(currencyColumn: string, amountColumns: string[]): string {
  return `${currencyColumn} is distinct from 'PYG' or (${amountColumns
    .map((c) => `${c} is null or ${c} = trunc(${c})`)
    .map((c) => `(${c})`)
    .join(' and ')})`;
}
