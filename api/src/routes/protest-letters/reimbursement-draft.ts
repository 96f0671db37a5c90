import type Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { formatTaxId, type OfficeCountry, type OfficeKey } from '@claims/domain';
import { voyageCrossesBorder, type ProtestLetter } from '@claims/db';
import { reimbursementWorkflowId } from '@claims/workflows';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import type { FileStorage } from '../../files';
import { HttpError } from '../../http-error';
import { carrierNotice, REFERENCE } from '../reimbursements/submission';
import { parseUuid } from '../../validate';
import { findLetter, inLetterScope } from './reach';
import {
  attachFile,
  clientIdentity,
  latestRegistrations,
  letterFiles,
  saveRequestDraft,
  takenRequestDraft,
} from './store';

/**
 * POST /api/protest-letters/:id/reimbursement-draft: after a POSITIVE inspection, the client
 * takes the offered reimbursement request as a draft, pre-filled from the letter (company data,
 * shipping data, containers) with copies of the letter's files. The wizard then completes and submits it.
 */
export function reimbursementDraftRoute(deps: ApiDeps, router: Router, storage: FileStorage) {
  router.post('/:id/reimbursement-draft', requirePermission('cases.create'), async (ctx) => {
    const user = currentUser(ctx.state);
    const letterId = parseUuid(ctx.params.id);
    const answer = await inLetterScope(deps, user, async (trx) => {
      const letter = await findLetter(trx, user, letterId);
      const offer = letter.reimbursementSuggestion as Suggestion | null;
      if (!offer) throw HttpError.of('ILLEGAL_TRANSITION', { status: String(letter.status) });
      // Taken twice (a double click, a second tab): the same draft again, not a second one.
      const taken = await takenRequestDraft(trx, user, letterId);
      if (taken) return { id: taken.id, data: taken.draftData };
      const service = await serviceTypeOf(trx, offer);
      // A long-course voyage is claimed by e-mail (SPEC §1): no draft the filing would refuse.
      if (service.serviceType === 'LONG_COURSE') {
        const notice = await carrierNotice(deps.db);
        throw HttpError.of('CARRIER_NOTICE', { carrier: notice.carrier, email: notice.email });
      }
      const draftId = randomUUID();
      const draftData = {
        ...prefilled(offer, letter),
        ...service,
        ...(await companyData(trx, letter.clientId)),
      };
      await saveRequestDraft(trx, {
        id: draftId,
        reference: trx.raw(REFERENCE),
        office: (offer.office ?? 'BR') as OfficeKey,
        workflowId: reimbursementWorkflowId(draftId),
        clientId: letter.clientId,
        createdBy: user.id,
        draft: true,
        draftData,
        // The request filed from this draft backs the letter (see fileRequest).
        protestLetterId: letterId,
      });
      await copyFiles(trx, storage, letterId, draftId, user.id);
      return { id: draftId, data: draftData };
    });
    ctx.status = 201;
    ctx.body = { id: answer.id, draft: true, data: answer.data };
  });
}

interface Suggestion {
  office?: string;
  billOfLading?: string | null;
  cte?: string | null;
  houseBillOfLading?: string | null;
  vesselId?: string | null;
  voyage?: string | null;
  portOfEmbarkationId?: string | null;
  portOfDischargeId?: string | null;
  containers?: { number: string }[];
}

function prefilled(offer: Suggestion, letter: Pick<ProtestLetter, 'dischargeDate'>) {
  const discharge = letter.dischargeDate ?? undefined;
  const shipping = Object.fromEntries(
    Object.entries({
      blOrCte: offer.billOfLading ?? offer.cte,
      houseBl: offer.houseBillOfLading,
      vesselId: offer.vesselId,
      voyage: offer.voyage,
      portOfLoadingId: offer.portOfEmbarkationId,
      portOfDischargeId: offer.portOfDischargeId,
      dischargeDate: discharge,
      containers: (offer.containers ?? []).map((c) => c.number),
    }).filter(([, v]) => v !== null && v !== undefined),
  );
  return { office: offer.office ?? 'BR', shipping };
}

/**
 * The service the route was: between two ports of one country cabotage, across a border long
 * course. The wizard's own default (cabotage) read Buenos Aires → Santos as cabotage, and a
 * pre-filled step 1 is one the client never opens again.
 */
async function serviceTypeOf(trx: Knex.Transaction, offer: Suggestion) {
  const crosses = await voyageCrossesBorder(trx, {
    from: offer.portOfEmbarkationId,
    to: offer.portOfDischargeId,
  });
  return crosses === null ? {} : { serviceType: crosses ? 'LONG_COURSE' : 'CABOTAGE' };
}

/**
 * Step 0 of the wizard: the company's tax id and name, and the state and city registrations it
 * gave on its latest filed request (the company record does not keep them).
 */
async function companyData(trx: Knex.Transaction, clientId: string) {
  const client = await clientIdentity(trx, clientId);
  const latest = await latestRegistrations(trx, clientId);
  return {
    clientData: {
      // Stored normalized; the wizard shows it as people write it (43.219.876/0001-36).
      taxId: client ? formatTaxId(client.country.trim() as OfficeCountry, client.taxId) : '',
      companyName: client?.name ?? '',
      stateRegistration: latest?.stateRegistration ?? '',
      cityRegistration: latest?.cityRegistration ?? '',
    },
  };
}

/**
 * Each of the letter's files, stored again under a name of its own and attached to the draft,
 * still credited to whoever sent it: the inspector's photos stay the inspector's (the tester saw
 * them "enviado por" the client), and only the client's own copies are the client's to remove.
 */
async function copyFiles(
  trx: Knex.Transaction,
  storage: FileStorage,
  letterId: string,
  draftId: string,
  by: string,
) {
  const files = await letterFiles(trx, letterId);
  for (const f of files) {
    const chunks: Buffer[] = [];
    for await (const chunk of storage.open(f.storedName)) chunks.push(chunk as Buffer);
    const storedName = await storage.save(Buffer.concat(chunks));
    await attachFile(trx, {
      caseKind: 'reimbursement',
      caseId: draftId,
      documentType: f.documentType,
      originalName: f.originalName,
      storedName,
      mimeType: f.mimeType,
      sizeBytes: f.sizeBytes,
      sha256: f.sha256,
      uploadedBy: f.uploadedBy ?? by,
    });
  }
}
