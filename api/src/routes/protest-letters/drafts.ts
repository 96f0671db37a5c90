import type Router from '@koa/router';
import { protest as domain } from '@claims/domain';
import { ProtestLetter } from '@claims/db';
import type { ApiDeps } from '../../deps';
import { caseDraftRoutes, type CaseDrafts } from '../../drafts';
import { REFERENCE } from './filing';
import { inLetterScope, reachableLetters } from './reach';

/** Unfinished letters. Filing one (POST /api/protest-letters with `draftId`) starts its workflow. */
const letterDrafts: CaseDrafts = {
  model: ProtestLetter,
  caseKind: 'protest_letter',
  schema: domain.protestDraftSchema,
  inScope: inLetterScope,
  filesField: 'files',
  newCaseColumns: (trx) => ({ reference: trx.raw(REFERENCE) }),
  filedCase: async (trx, user, id) =>
    await reachableLetters(ProtestLetter.query(trx).alias('p'), user)
      .where({ 'p.id': id, 'p.draft': false })
      .whereNull('p.deleted_at')
      .select('p.id', 'p.reference')
      .first(),
};

export function draftRoutes(deps: ApiDeps, router: Router) {
  caseDraftRoutes(deps, router, letterDrafts);
}
