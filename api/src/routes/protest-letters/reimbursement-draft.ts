import type Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { formatTaxId, type OfficeCountry } from '@claims/domain';
import { reimbursementWorkflowId } from '@claims/workflows';
import { currentUser, requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import type { FileStorage } from '../../files';
import { HttpError } from '../../http-error';
import { REFERENCE } from '../reimbursements/submission';
import { parseUuid } from '../../validate';
import { findLetter, inLetterScope } from './reach';

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
      const offer = letter.reimbursement_suggestion as Suggestion | null;
      if (!offer) throw HttpError.of('ILLEGAL_TRANSITION', { status: String(letter.status) });
      // Taken twice (a double click, a second tab): the same draft again, not a second one.
      const taken = await trx('reimbursement_requests')
        .where({ protest_letter_id: letterId, draft: true, created_by: user.id })
        .whereNull('deleted_at')
        .first('id', 'draft_data');
      if (taken) return { id: taken.id as string, data: taken.draft_data };
      const draftId = randomUUID();
      const draftData = { ...prefilled(offer, letter), ...(await companyData(trx, letter.client_id)) };
      await trx('reimbursement_requests').insert({
        id: draftId,
        reference: trx.raw(REFERENCE),
        office: offer.office ?? 'BR',
        workflow_id: reimbursementWorkflowId(draftId),
        client_id: letter.client_id,
        created_by: user.id,
        draft: true,
        draft_data: JSON.stringify(draftData),
        // The request filed from this draft backs the letter (see fileRequest).
        protest_letter_id: letterId,
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

function prefilled(offer: Suggestion, letter: { discharge_date?: Date | string | null }) {
  const discharge = letter.discharge_date
    ? new Date(letter.discharge_date).toISOString().slice(0, 10)
    : undefined;
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
 * Step 0 of the wizard: the company's tax id and name, and the state and city registrations it
 * gave on its latest filed request (the company record does not keep them).
 */
async function companyData(trx: Knex.Transaction, clientId: string) {
  const client = await trx('clients').where({ id: clientId }).first('name', 'tax_id', 'country');
  const latest = await trx('reimbursement_requests')
    .where({ client_id: clientId, draft: false })
    .whereNull('deleted_at')
    .orderByRaw('submitted_at desc nulls last')
    .first('state_registration', 'city_registration');
  return {
    clientData: {
      // Stored normalized; the wizard shows it as people write it (43.219.876/0001-36).
      taxId: client ? formatTaxId(client.country.trim() as OfficeCountry, client.tax_id) : '',
      companyName: client?.name ?? '',
      stateRegistration: latest?.state_registration ?? '',
      cityRegistration: latest?.city_registration ?? '',
    },
  };
}

/** Each of the letter's files, stored again under a name of its own and attached to the draft. */
async function copyFiles(
  trx: Knex.Transaction,
  storage: FileStorage,
  letterId: string,
  draftId: string,
  by: string,
) {
  const files = await trx('case_files')
    .where({ case_kind: 'protest_letter', case_id: letterId })
    .whereNull('deleted_at');
  for (const f of files) {
    const chunks: Buffer[] = [];
    for await (const chunk of storage.open(f.stored_name)) chunks.push(chunk as Buffer);
    const storedName = await storage.save(Buffer.concat(chunks));
    await trx('case_files').insert({
      case_kind: 'reimbursement',
      case_id: draftId,
      document_type: f.document_type,
      original_name: f.original_name,
      stored_name: storedName,
      mime_type: f.mime_type,
      size_bytes: f.size_bytes,
      sha256: f.sha256,
      uploaded_by: by,
    });
  }
}
