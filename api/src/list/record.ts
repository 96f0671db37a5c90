import type { Knex } from 'knex';
import type { Model, ModelClass } from 'objection';
import { z } from 'zod';
import { translate, type Locale } from '@claims/domain';
import { HttpError } from '../http-error';

/** A record that does not exist, was deleted, or is outside the caller's reach: all look alike. */
export function recordNotFound(): HttpError {
  return HttpError.of('RECORD_NOT_FOUND');
}

const uuid = z.uuid();
/** A malformed id names nothing: 404, as for any id the caller cannot see. */
export function parseRecordId(value: string | undefined): string {
  if (!uuid.safeParse(value).success) throw recordNotFound();
  return value as string;
}

/**
 * `ids`, each of a live (not deleted) row of `model`, or 422 naming `field`: a link to a record
 * removed, or never there, is refused. A repeated id counts once.
 */
export async function liveRecordIds<M extends Model & { id: string }>(
  trx: Knex.Transaction,
  model: ModelClass<M>,
  ids: readonly string[],
  field: string,
  locale: Locale,
): Promise<string[]> {
  const live = await model
    .query(trx)
    .whereIn('id', ids)
    .whereNull('deletedAt')
    .select('id')
    .then((rows) => rows.map((row) => row.id));
  if (live.length !== new Set(ids).size)
    throw HttpError.of('VALIDATION_FAILED', {}, { [field]: translate(locale, 'errors.recordNotFound') });
  return live;
}

/**
 * PostgreSQL's unique_violation, optionally on one constraint or index: from knex as pg raised
 * it, or from a model's query, which wraps it (objection's DBError keeps it as `nativeError`).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const wrapped = err as { nativeError?: unknown } | null | undefined;
  const e = (wrapped?.nativeError ?? err) as { code?: string; constraint?: string } | null | undefined;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** `CARGO_SHIFTING` from "Cargo shifting!": a stable key for an admin-made catalogue row. */
export function keyFromLabel(label: string): string {
  const key = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return /^[A-Z]/.test(key) ? key : `X_${key}`;
}
