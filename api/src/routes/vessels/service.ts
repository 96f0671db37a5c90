import type { Knex } from 'knex';
import type { z } from 'zod';
import { HttpError } from '../../http-error';
import { isUniqueViolation, recordNotFound } from '../../list';
import type { VesselRow } from './presenter';
import type { createVesselSchema, updateVesselSchema } from './schema';

const live = (db: Knex) => db('vessels').whereNull('deleted_at');

export async function findVessel(db: Knex, id: string): Promise<VesselRow> {
  const row = await live(db).where({ id }).first();
  if (!row) throw recordNotFound();
  return row;
}

export async function createVessel(db: Knex, input: z.output<typeof createVesselSchema>): Promise<VesselRow> {
  // An admin-made row is "customized" from birth: the reference seed never overwrites it.
  return uniqueCode(input.code, async () => {
    const [row] = await db('vessels')
      .insert({ ...columns(input), customized_at: db.fn.now() })
      .returning('*');
    return row;
  });
}

export async function updateVessel(
  db: Knex,
  id: string,
  input: z.output<typeof updateVesselSchema>,
): Promise<VesselRow> {
  await findVessel(db, id);
  return uniqueCode(input.code, async () => {
    const [row] = await live(db)
      .where({ id })
      .update({ ...columns(input), customized_at: db.fn.now(), updated_at: db.fn.now() })
      .returning('*');
    return row;
  });
}

/** Soft delete: cases keep pointing at the port, pickers stop offering it. */
export async function deleteVessel(db: Knex, id: string): Promise<VesselRow> {
  await findVessel(db, id);
  const [row] = await db('vessels')
    .where({ id })
    .update({ deleted_at: db.fn.now(), updated_at: db.fn.now() })
    .returning('*');
  return row;
}

async function uniqueCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'vessels_code_unique'))
      throw HttpError.of('DUPLICATE_CODE', { code: code ?? '' });
    throw err;
  }
}

function columns(input: z.output<typeof updateVesselSchema>) {
  return { name: input.name, short_name: input.shortName, code: input.code };
}
