import type { ModelClass, PartialModelObject } from 'objection';
import type { z } from 'zod';
import type { ApiDeps } from '../../deps';
import { codedCatalogueStore, type CatalogueModel } from './catalogue-store';
import { referenceResource, type ReferenceResource } from './reference-resource';

/**
 * What makes one coded catalogue (ports, vessels) its own: its model and unique code constraint,
 * what its documentation calls one row and many (`port`, `ports`), its list, schemas and presenter.
 */
export interface CodedCatalogue<
  M extends CatalogueModel & { code: string },
  Create extends z.ZodType<PartialModelObject<M>>,
  Update extends z.ZodType<Partial<z.output<Create>>>,
> extends Omit<ReferenceResource<M, Create, Update>, 'summaries' | 'store'> {
  model: ModelClass<M>;
  codeConstraint: string;
  one: string;
  many: string;
}

/**
 * A coded catalogue's routes: rows as staff type them, unique by code; a staff edit outlives the
 * reference seed, and a removal is soft, so cases keep pointing at the row (as its summaries say).
 */
export function codedCatalogueRoutes<
  M extends CatalogueModel & { code: string },
  Create extends z.ZodType<PartialModelObject<M>>,
  Update extends z.ZodType<Partial<z.output<Create>>>,
>(deps: ApiDeps, catalogue: CodedCatalogue<M, Create, Update>) {
  const { model, codeConstraint, one, many, ...resource } = catalogue;
  return referenceResource(deps, {
    ...resource,
    summaries: {
      list: `List ${many}`,
      get: `A ${one}`,
      create: `Register a ${one}`,
      update: `Edit a ${one} (the reference seed then leaves it as edited)`,
      remove: `Remove a ${one} (soft delete; cases keep it)`,
    },
    store: codedCatalogueStore<M, z.output<Create>>(model, codeConstraint),
  });
}
