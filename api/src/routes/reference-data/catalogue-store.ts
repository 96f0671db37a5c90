import type { ModelClass, PartialModelObject } from 'objection';
import type { TimestampedModel } from '@claims/db';
import { HttpError } from '../../http-error';
import { isUniqueViolation, recordNotFound } from '../../list';
import type { ReferenceCaller, ReferenceStore } from './reference-store';

/** What a catalogue row has beside its own columns: an id, the staff-edit stamp, soft delete. */
export interface CatalogueModel extends TimestampedModel {
  id: string;
  customizedAt: Date | null;
  deletedAt: Date | null;
}

/** A catalogue the reference seed fills and staff then curate (ports, vessels, causes). */
export interface Catalogue<M extends CatalogueModel, Create, Update> {
  model: ModelClass<M>;
  /** The property a second row may not repeat: its value names the conflict in 409 DUPLICATE_CODE. */
  codeProperty: keyof M & string;
  /** The unique constraint on that column; when omitted, any unique violation is that conflict. */
  codeConstraint?: string;
  /** Rows carry `labels` in each language: `name` is selected as the caller's, to show and sort by. */
  localizedName?: boolean;
  insertColumns(input: Create): PartialModelObject<M>;
  updateColumns(input: Update): PartialModelObject<M>;
}

/**
 * Reads and writes live catalogue rows. Every staff write stamps `customizedAt`, which tells the
 * reference seed to leave the row as edited; removal is a soft delete, so cases keep pointing at
 * the row while pickers stop offering it.
 */
export function catalogueStore<M extends CatalogueModel, Row extends M, Create, Update>(
  catalogue: Catalogue<M, Create, Update>,
): ReferenceStore<Row, Create, Update> {
  // Typed as any catalogue inside: what differs between them is only the row type answered.
  const model = catalogue.model as unknown as ModelClass<CatalogueModel>;
  type Columns = PartialModelObject<CatalogueModel>;

  const live = ({ db, locale }: ReferenceCaller) => {
    const query = model.query(db).whereNull('deletedAt');
    return catalogue.localizedName ? query.select('*', db.raw('labels->>? as name', [locale])) : query;
  };
  const rows = (caller: ReferenceCaller) => live(caller).castTo<Row[]>();

  const find = async (caller: ReferenceCaller, id: string): Promise<Row> => {
    const row = await live(caller).where({ id }).first();
    if (!row) throw recordNotFound();
    return row as Row;
  };

  const uniqueCode = async <T>(columns: Columns, write: () => PromiseLike<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err, catalogue.codeConstraint))
        throw HttpError.of('DUPLICATE_CODE', {
          code: String((columns as Record<string, unknown>)[catalogue.codeProperty] ?? ''),
        });
      throw err;
    }
  };

  return {
    rows,
    find,

    async create(caller, input) {
      const columns = catalogue.insertColumns(input) as Columns;
      const created = await uniqueCode(columns, () =>
        model
          .query(caller.db)
          .insert({ ...columns, customizedAt: caller.db.fn.now() })
          .returning('id'),
      );
      return find(caller, created.id);
    },

    async update(caller, id, input) {
      await find(caller, id);
      const columns = catalogue.updateColumns(input) as Columns;
      await uniqueCode(columns, () =>
        model
          .query(caller.db)
          .patch({ ...columns, customizedAt: caller.db.fn.now() })
          .where({ id }),
      );
      return find(caller, id);
    },

    async remove(caller, id) {
      await find(caller, id);
      const [row] = await model
        .query(caller.db)
        .patch({ deletedAt: caller.db.fn.now() })
        .where({ id })
        .returning('*');
      return row as Row;
    },
  };
}

/**
 * A catalogue whose rows are what staff type, as typed, and unique by `code` (ports, vessels).
 * `codeConstraint` is the table's unique constraint on it.
 */
export function codedCatalogueStore<
  M extends CatalogueModel & { code: string },
  Input extends PartialModelObject<M>,
>(model: ModelClass<M>, codeConstraint: string): ReferenceStore<M, Input, Partial<Input>> {
  return catalogueStore<M, M, Input, Partial<Input>>({
    model,
    codeProperty: 'code',
    codeConstraint,
    insertColumns: (input) => input,
    updateColumns: (input) => input as PartialModelObject<M>,
  });
}
