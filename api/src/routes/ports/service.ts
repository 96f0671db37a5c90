import type { Knex } from 'knex';
import type { z } from 'zod';
import { HttpError } from '../../http-error';
import { isUniqueViolation, recordNotFound } from '../../list';
import type { PortRow } from './presenter';
import type { createPortSchema, updatePortSchema } from './schema';

const live = (db: Knex) => db('ports').whereNull('deleted_at');

export async function findPort(db: Knex, id: string): Promise<PortRow> {
  const row = await live(db).where({ id }).first();
  if (!row) throw recordNotFound();
  return row;
}

export async function createPort(db: Knex, input: z.output<typeof createPortSchema>): Promise<PortRow> {
  // An admin-made row is "customized" from birth: the reference seed never overwrites it.
  return uniqueCode(input.code, async () => {
    const [row] = await db('ports')
      .insert({ ...input, customized_at: db.fn.now() })
      .returning('*');
    return row;
  });
}

export async function updatePort(
  db: Knex,
  id: string,
  input: z.output<typeof updatePortSchema>,
): Promise<PortRow> {
  await findPort(db, id);
  return uniqueCode(input.code, async () => {
    const [row] = await live(db)
      .where({ id })
      .update({ ...input, customized_at: db.fn.now(), updated_at: db.fn.now() })
      .returning('*');
    return row;
  });
}

/** Soft delete: cases keep pointing at the port, pickers stop offering it. */
export async function deletePort(db: Knex, id: string): Promise<PortRow> {
  await findPort(db, id);
  const [row] = await db('ports')
    .where({ id })
    .update({ deleted_at: db.fn.now(), updated_at: db.fn.now() })
    .returning('*');
  return row;
}

async function uniqueCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'ports_code_unique'))
      throw HttpError.of('DUPLICATE_CODE', { code: code ?? '' });
    throw err;
  }
}
