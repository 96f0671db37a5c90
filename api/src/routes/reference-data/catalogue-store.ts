import type { Knex } from 'knex';
import { HttpError } from '../../http-error';
import { isUniqueViolation, recordNotFound } from '../../list';
import type { ReferenceCaller, ReferenceStore } from './reference-store';

type Columns = Record<string, unknown>;

/** A catalogue table the reference seed fills and staff then curate (ports, vessels, causes). */
export interface CatalogueTable<Create, Update> {
  table: string;
  /** The column a second row may not repeat: its value names the conflict in 409 DUPLICATE_CODE. */
  codeColumn: string;
  /** The unique constraint on `codeColumn`; when omitted, any unique violation is that conflict. */
  codeConstraint?: string;
  /** Rows carry `labels` in each language: `name` is selected as the caller's, to show and sort by. */
  localizedName?: boolean;
  insertColumns(input: Create): Columns;
  updateColumns(input: Update): Columns;
}

/**
 * Reads and writes live catalogue rows. Every staff write stamps `customized_at`, which tells the
 * reference seed to leave the row as edited; removal is a soft delete, so cases keep pointing at
 * the row while pickers stop offering it.
 */
export function catalogueStore<Row, Create, Update>(
  catalogue: CatalogueTable<Create, Update>,
): ReferenceStore<Row, Create, Update> {
  const { table } = catalogue;

  const rows = ({ db, locale }: ReferenceCaller): Knex.QueryBuilder => {
    const live = db(table).whereNull('deleted_at');
    return catalogue.localizedName ? live.select('*', db.raw('labels->>? as name', [locale])) : live;
  };

  const find = async (caller: ReferenceCaller, id: string): Promise<Row> => {
    const row = await rows(caller).where({ id }).first();
    if (!row) throw recordNotFound();
    return row;
  };

  const uniqueCode = async <T>(columns: Columns, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err, catalogue.codeConstraint))
        throw HttpError.of('DUPLICATE_CODE', { code: String(columns[catalogue.codeColumn] ?? '') });
      throw err;
    }
  };

  return {
    rows,
    find,

    async create(caller, input) {
      const { db } = caller;
      const columns = catalogue.insertColumns(input);
      const [row] = await uniqueCode(columns, () =>
        db(table)
          .insert({ ...columns, customized_at: db.fn.now() })
          .returning('id'),
      );
      return find(caller, row.id);
    },

    async update(caller, id, input) {
      const { db } = caller;
      await find(caller, id);
      const columns = catalogue.updateColumns(input);
      await uniqueCode(columns, () =>
        db(table)
          .where({ id })
          .update({ ...columns, customized_at: db.fn.now(), updated_at: db.fn.now() }),
      );
      return find(caller, id);
    },

    async remove(caller, id) {
      const { db } = caller;
      await find(caller, id);
      const [row] = await db(table)
        .where({ id })
        .update({ deleted_at: db.fn.now(), updated_at: db.fn.now() })
        .returning('*');
      return row;
    },
  };
}
