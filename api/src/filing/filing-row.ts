import type { Knex } from 'knex';
import type { ModelClass, PartialModelObject } from 'objection';
import type { BaseModel } from '@claims/db';

/** A filing as either kind writes its row: the case's id, its saved draft if any, what it keeps. */
export interface FilingRow {
  id: string;
  /** The filing's saved draft row exists (the wizard saved one): its columns go onto it. */
  saved: boolean;
  /** The SQL of the kind's next reference, for a row that did not exist. */
  reference: string;
  /** What a row that did not exist keeps as its draft data, so the wizard can resume it. */
  draftData: Record<string, unknown>;
}

/**
 * Writes a filing in its FILING state: the row keeps `draft` until the workflow's first
 * projection makes it a filed case. Its columns go onto the saved draft, or into a new row in the
 * same state for a case filed without one.
 */
export async function writeFilingRow<M extends BaseModel>(
  trx: Knex.Transaction,
  model: ModelClass<M> & Pick<typeof BaseModel, 'append'>,
  filing: FilingRow,
  columns: PartialModelObject<M>,
): Promise<void> {
  if (filing.saved) await model.query(trx).patch(columns).where({ id: filing.id });
  else
    await model.append(trx, {
      id: filing.id,
      reference: trx.raw(filing.reference),
      draft: true,
      draftData: filing.draftData,
      ...columns,
    } as PartialModelObject<M>);
}
