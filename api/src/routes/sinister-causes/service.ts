import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Locale } from '@claims/domain';
import { HttpError } from '../../http-error';
import { isUniqueViolation, keyFromLabel, recordNotFound } from '../../list';
import type { SinisterCauseRow } from './presenter';
import type { createSinisterCauseSchema, updateSinisterCauseSchema } from './schema';

/** Live causes with `name`, the label in the caller's language, for sorting and display. */
export function sinisterCauseRows(db: Knex, locale: Locale): Knex.QueryBuilder {
  return db('sinister_causes')
    .whereNull('deleted_at')
    .select('*', db.raw('labels->>? as name', [locale]));
}

export async function findSinisterCause(db: Knex, locale: Locale, id: string): Promise<SinisterCauseRow> {
  const row = await sinisterCauseRows(db, locale).where({ id }).first();
  if (!row) throw recordNotFound();
  return row;
}

export async function createSinisterCause(
  db: Knex,
  locale: Locale,
  input: z.output<typeof createSinisterCauseSchema>,
): Promise<SinisterCauseRow> {
  const key = input.key ?? keyFromLabel(input.labels.en);
  // The code comes from the table's sequence (1001 on): seeded causes keep the spec's 1-22.
  const [row] = await uniqueKey(key, () =>
    db('sinister_causes')
      .insert({
        key,
        labels: JSON.stringify(input.labels),
        active: input.active ?? true,
        customized_at: db.fn.now(),
      })
      .returning('id'),
  );
  return findSinisterCause(db, locale, row.id);
}

export async function updateSinisterCause(
  db: Knex,
  locale: Locale,
  id: string,
  input: z.output<typeof updateSinisterCauseSchema>,
): Promise<SinisterCauseRow> {
  await findSinisterCause(db, locale, id);
  await uniqueKey(input.key ?? '', () =>
    db('sinister_causes')
      .where({ id })
      .update({
        key: input.key,
        labels: input.labels ? JSON.stringify(input.labels) : undefined,
        active: input.active,
        customized_at: db.fn.now(),
        updated_at: db.fn.now(),
      }),
  );
  return findSinisterCause(db, locale, id);
}

/** Soft delete: analyses that cite the cause keep it. */
export async function deleteSinisterCause(db: Knex, locale: Locale, id: string): Promise<SinisterCauseRow> {
  const row = await findSinisterCause(db, locale, id);
  await db('sinister_causes').where({ id }).update({ deleted_at: db.fn.now(), updated_at: db.fn.now() });
  return row;
}

async function uniqueKey<T>(key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw HttpError.of('DUPLICATE_CODE', { code: key });
    throw err;
  }
}
