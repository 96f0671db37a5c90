import type Router from '@koa/router';
import { protest as domain } from '@claims/domain';
import { ProtestLetter } from '@claims/db';
import type { ApiDeps } from '../../deps';
import { caseDraftRoutes, type CaseDrafts } from '../../drafts';
import { REFERENCE } from './filing';
import { inLetterScope } from './reach';
import { filedLetterReference } from './store';

/** Unfinished letters. Filing one (POST /api/protest-letters with `draftId`) starts its workflow. */
const letterDrafts: CaseDrafts = {
  model: ProtestLetter,
  caseKind: 'protest_letter',
  schema: domain.protestDraftSchema,
  inScope: inLetterScope,
  filesField: 'files',
  newCaseColumns: (trx) => ({ reference: trx.raw(REFERENCE) }),
  filedCase: filedLetterReference,
};

export function draftRoutes(deps: ApiDeps, router: Router) {
  caseDraftRoutes(deps, router, letterDrafts);
}
