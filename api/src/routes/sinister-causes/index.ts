import { createSinisterCauseSchema, sinisterCauseSchema, updateSinisterCauseSchema } from '@claims/contract';
import type { ApiDeps } from '../../deps';
import { referenceResource } from '../reference-data';
import { presentSinisterCause } from './presenter';
import { sinisterCauseList } from './list-spec';
import { sinisterCauseStore } from './store';

/** /api/sinister-causes: why a loss happened, as claims analysis records it. */
export function sinisterCauseRoutes(deps: ApiDeps) {
  return referenceResource(deps, {
    list: sinisterCauseList,
    summaries: {
      list: 'List sinister causes',
      get: 'A sinister cause',
      create: 'Register a sinister cause',
      update: 'Edit a sinister cause',
      remove: 'Remove a sinister cause (soft delete)',
    },
    schemas: {
      create: createSinisterCauseSchema,
      update: updateSinisterCauseSchema,
      response: sinisterCauseSchema,
    },
    present: presentSinisterCause,
    store: sinisterCauseStore,
  });
}
