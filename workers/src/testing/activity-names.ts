import type { Knex } from 'knex';
import { createActivities } from '../temporal/activities';

/**
 * The names of every activity the case worker registers, as Temporal records them: what the
 * console's workflow history must have words for.
 */
export function registeredActivityNames(): string[] {
  // Building the activities touches no dependency; only calling them does.
  return Object.keys(createActivities({ db: {} as Knex })).sort();
}
