import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import { z } from 'zod';
import {
  reimbursement as domain,
  SETTING_KEYS,
  type OfficeCountry,
  codeLabel,
  type Locale,
} from '@claims/domain';
import type { CarrierNotice } from '@claims/contract';
import { Port, ReimbursementRequest, Vessel } from '@claims/db';
import { reimbursementWorkflowId } from '@claims/workflows';
import { assertReachesCase } from '../../auth/case-reach';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { filingId } from '../../filing/filing-id';
import { writeFilingRow } from '../../filing/filing-row';
import { startReimbursementWorkflow } from '../../filing/case-workflows';
import { attachedDocumentTypes } from '../../files';
import { HttpError } from '../../http-error';
import { invalidField, parseBody } from '../../validate';
import { assertLetterOfClient, linkLetterToRequest } from '../protest-letters/link-request';
import { readSetting } from '../settings/store';
import { inRequestScope } from './reach';
import { assertServiceRoute } from './service-route';
import { isLiveReference, liveClientCountry, lockOwnRequest, writeItems } from './store';

export const REFERENCE = `'RR-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('reimbursement_reference_seq')::text, 6, '0')`;

/** The envelope of a filing: the wizard's data (validated by the client's country) and its origin. */
export const filingSchema = z
  .object({ clientId: z.uuid().optional(), draftId: z.uuid().optional() })
  .catchall(z.unknown());

/**
 * Files a request (from scratch, or from a draft whose files are attached): validates it whole
 * (a cabotage's two ports in one country too), refuses what the carrier notice keeps out, checks
 * the documents the claim needs, stores the request and its items with BRL equivalents, then
 * starts its workflow and answers once the workflow has projected the creation.
 */
export async function fileRequest(
  deps: ApiDeps,
  user: SessionUser,
  body: Record<string, unknown>,
  locale: Locale,
  idempotencyKey?: string,
): Promise<string> {
  const { clientId: askedClient, draftId, ...data } = parseBody(filingSchema, body);
  const clientId = askedClient ?? user.clientId;
  assertReachesCase(user, clientId);
  const client = await liveClientCountry(deps.db, clientId);
  if (!client) throw invalidField('clientId');
  const input = parseBody(domain.reimbursementSubmissionSchema(client.country.trim() as OfficeCountry), data);
  // A field error, as the schema's are: said before the carrier notice, which a long course meets.
  await assertServiceRoute(deps.db, input);
  const notice = await carrierNotice(deps.db);
  if (domain.fallsUnderCarrierNotice(input, notice))
    throw HttpError.of('CARRIER_NOTICE', { carrier: notice.carrier, email: notice.email });

  const id = draftId ?? filingId(user.id, idempotencyKey);
  // A draft taken from a POSITIVE inspection names its letter on its row, whatever the wizard saves.
  let protestLetterId = input.protestLetterId ?? null;
  const pending = await inRequestScope(deps, user, async (trx) => {
    // Locked, so a filing and its retry (or the reconciler) write the row one after the other.
    const row = await lockOwnRequest(trx, user, id);
    if (draftId && !row) throw HttpError.of('CASE_NOT_FOUND');
    protestLetterId ??= row?.protestLetterId ?? null;
    // Filed already (a retry after a lost answer): the same case is the answer, never a second one.
    if (row && !row.draft) return false;
    const letterId = protestLetterId;
    if (letterId) await assertLetterOfClient(trx, letterId, clientId as string);
    const attached = await attachedDocumentTypes(trx, 'reimbursement', id);
    const missing = domain.missingDocuments(input, attached);
    if (missing.length)
      throw HttpError.of(
        'REIMBURSEMENT_DOCUMENTS_MISSING',
        // Named as the user reads them: "Fatura comercial / Nota fiscal, Packing list, ...".
        {
          documents: missing
            .map((set) => set.map((type) => codeLabel(locale, 'documentTypes', type)).join(' / '))
            .join(', '),
        },
        { attachments: missing.map((set) => set.join('|')).join(',') },
      );
    await referencesExist(trx, input);
    const s = input.shipping;
    // The FILING state: the row keeps `draft` (and its draft data, so the wizard can resume it)
    // until the workflow's first projection makes it a filed case.
    const columns: PartialModelObject<ReimbursementRequest> = {
      clientId,
      office: input.office,
      country: client.country.trim(),
      createdBy: user.id,
      filingStartedAt: trx.fn.now(),
      serviceType: input.serviceType,
      taxId: input.clientData.taxId,
      companyName: input.clientData.companyName,
      // Brazilian registrations: none for a company elsewhere.
      stateRegistration: input.clientData.stateRegistration ?? null,
      cityRegistration: input.clientData.cityRegistration ?? null,
      blOrCte: s.blOrCte,
      bookingNumber: s.bookingNumber,
      houseBl: s.houseBl ?? null,
      invoiceNumber: s.invoiceNumber,
      portOfLoadingId: s.portOfLoadingId,
      portOfDischargeId: s.portOfDischargeId,
      dischargeDate: s.dischargeDate,
      vesselId: s.vesselId,
      voyage: s.voyage,
      transporter: s.transporter,
      transportModal: s.transportModal,
      stuffingModal: s.stuffingModal,
      containers: s.containers,
      protestLetterId,
      submittedAt: trx.fn.now(),
      workflowId: reimbursementWorkflowId(id),
    };
    await writeFilingRow(
      trx,
      ReimbursementRequest,
      { id, saved: !!row, reference: REFERENCE, draftData: data },
      columns,
    );
    await writeItems(trx, id, input);
    return true;
  });
  // Temporal away: the answer is 503 and the row stays a draft in FILING, which the user files
  // again (same id, same workflow) or the reconciler completes.
  if (pending)
    await startReimbursementWorkflow(deps.temporal, deps.config.TEMPORAL_TASK_QUEUE, {
      requestId: id,
      office: input.office,
      createdBy: user.id,
      dischargeDate: input.shipping.dischargeDate,
    });
  if (protestLetterId) await linkLetterToRequest(deps, user, protestLetterId, id);
  return id;
}

/** SPEC §1: one carrier's shipments (and long-course ones) go by e-mail; both named in settings. */
export async function carrierNotice(db: Knex): Promise<CarrierNotice> {
  const value = await readSetting<CarrierNotice>(db, SETTING_KEYS.carrierNotice);
  return { carrier: value?.carrier ?? '', email: value?.email ?? '' };
}

async function referencesExist(trx: Knex.Transaction, input: domain.ReimbursementSubmission) {
  const s = input.shipping;
  for (const [field, model, value] of [
    ['shipping.portOfLoadingId', Port, s.portOfLoadingId],
    ['shipping.portOfDischargeId', Port, s.portOfDischargeId],
    ['shipping.vesselId', Vessel, s.vesselId],
  ] as const) {
    if (!(await isLiveReference(trx, model, value))) throw invalidField(field);
  }
}
