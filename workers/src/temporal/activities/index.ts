import type { Knex } from 'knex';
import { createProtestActivities } from './protest-projection';
import { createReimbursementActivities } from './reimbursement-projection';

/** Every activity the case workflows may call, built over the worker's dependencies. */
export function createActivities(deps: { db: Knex }) {
  return {
    ...createReimbursementActivities(deps),
    ...createProtestActivities(deps),
  };
}
