import type { Knex } from 'knex';
import { z } from 'zod';
import {
  reimbursement as domain,
  type CurrencyKey,
  type OfficeCountry,
  codeLabel,
  type Locale,
} from '@claims/domain';
import { reimbursementWorkflowId } from '@claims/workflows';
import { assertReachesCase } from '../../auth/case-reach';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { filingId } from '../../filing/filing-id';
import { startReimbursementWorkflow } from '../../filing/case-workflows';
import { HttpError } from '../../http-error';
import { invalidField, parseBody } from '../../validate';
import { assertLetterOfClient, linkLetterToRequest } from '../protest-letters/link-request';
import { inRequestScope } from './reach';

export const REFERENCE = `'RR-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('reimbursement_reference_seq')::text, 6, '0')`;

/** The envelope of a filing: the wizard's data (validated by the client's country) and its origin. */
export const filingSchema = z
  .object({ clientId: z.uuid().optional(), draftId: z.uuid().optional() })
  .catchall(z.unknown());

/** For the OpenAPI document: the submission as a Brazilian client sends it. */
export const submissionDocSchema = domain
  .reimbursementSubmissionSchema('BR')
  .and(z.object({ clientId: z.uuid().optional(), draftId: z.uuid().optional() }));

/**
 * Files a request (from scratch, or from a draft whose files are attached): validates it whole,
 * refuses what the carrier notice keeps out, checks the documents the claim needs, stores the
 * request and its items with BRL equivalents, then starts its workflow and answers once the
 * workflow has projected the creation.
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
  const client = await deps.db('clients').where({ id: clientId }).whereNull('deleted_at').first('country');
  if (!client) throw invalidField('clientId');
  const input = parseBody(domain.reimbursementSubmissionSchema(client.country.trim() as OfficeCountry), data);
  const notice = await carrierNotice(deps.db);
  if (domain.fallsUnderCarrierNotice(input, notice))
    throw HttpError.of('CARRIER_NOTICE', { carrier: notice.carrier, email: notice.email });

  const id = draftId ?? filingId(user.id, idempotencyKey);
  // A draft taken from a POSITIVE inspection names its letter on its row, whatever the wizard saves.
  let protestLetterId = input.protestLetterId ?? null;
  const pending = await inRequestScope(deps, user, async (trx) => {
    // Locked, so a filing and its retry (or the reconciler) write the row one after the other.
    const row = await trx('reimbursement_requests')
      .where({ id, created_by: user.id })
      .whereNull('deleted_at')
      .forUpdate()
      .first('id', 'draft', 'protest_letter_id');
    if (draftId && !row) throw HttpError.of('CASE_NOT_FOUND');
    protestLetterId ??= (row?.protest_letter_id as string | null | undefined) ?? null;
    // Filed already (a retry after a lost answer): the same case is the answer, never a second one.
    if (row && !row.draft) return false;
    const letterId = protestLetterId;
    if (letterId) await assertLetterOfClient(trx, letterId, clientId as string);
    const attached = await trx('case_files')
      .where({ case_kind: 'reimbursement', case_id: id })
      .whereNull('deleted_at')
      .pluck('document_type');
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
    const columns = {
      client_id: clientId,
      office: input.office,
      country: client.country.trim(),
      created_by: user.id,
      filing_started_at: trx.fn.now(),
      service_type: input.serviceType,
      tax_id: input.clientData.taxId,
      company_name: input.clientData.companyName,
      // Brazilian registrations: none for a company elsewhere.
      state_registration: input.clientData.stateRegistration ?? null,
      city_registration: input.clientData.cityRegistration ?? null,
      bl_or_cte: s.blOrCte,
      booking_number: s.bookingNumber,
      house_bl: s.houseBl ?? null,
      invoice_number: s.invoiceNumber,
      port_of_loading_id: s.portOfLoadingId,
      port_of_discharge_id: s.portOfDischargeId,
      discharge_date: s.dischargeDate,
      vessel_id: s.vesselId,
      voyage: s.voyage,
      transporter: s.transporter,
      transport_modal: s.transportModal,
      stuffing_modal: s.stuffingModal,
      containers: s.containers,
      protest_letter_id: protestLetterId,
      submitted_at: trx.fn.now(),
      updated_at: trx.fn.now(),
      workflow_id: reimbursementWorkflowId(id),
    };
    if (row) await trx('reimbursement_requests').where({ id }).update(columns);
    else
      await trx('reimbursement_requests').insert({
        id,
        reference: trx.raw(REFERENCE),
        draft: true,
        draft_data: JSON.stringify(data),
        ...columns,
      });
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
export async function carrierNotice(db: Knex): Promise<{ carrier: string; email: string }> {
  const row = await db('settings').where({ key: 'reimbursement.carrierNotice' }).first('value');
  const value = (row?.value ?? {}) as { carrier?: string; email?: string };
  return { carrier: value.carrier ?? '', email: value.email ?? '' };
}

async function referencesExist(trx: Knex.Transaction, input: domain.ReimbursementSubmission) {
  const s = input.shipping;
  for (const [field, table, value] of [
    ['shipping.portOfLoadingId', 'ports', s.portOfLoadingId],
    ['shipping.portOfDischargeId', 'ports', s.portOfDischargeId],
    ['shipping.vesselId', 'vessels', s.vesselId],
  ] as const) {
    if (!(await trx(table).where({ id: value }).whereNull('deleted_at').first('id')))
      throw invalidField(field);
  }
}

/** The request's items and bank data, exactly as the submission schema output them. */
export async function writeItems(
  trx: Knex.Transaction,
  id: string,
  input: Pick<domain.ReimbursementSubmission, 'faults' | 'damages' | 'extraCosts' | 'bankData'>,
) {
  const request = { reimbursement_request_id: id };
  // Items are written only here, at filing; cleared first so they can never be doubled (one
  // statement for the four tables).
  await trx.raw(
    `WITH faults AS (DELETE FROM reimbursement_faults WHERE reimbursement_request_id = :id),
          damages AS (DELETE FROM reimbursement_damages WHERE reimbursement_request_id = :id),
          costs AS (DELETE FROM reimbursement_extra_costs WHERE reimbursement_request_id = :id)
     DELETE FROM reimbursement_bank_data WHERE reimbursement_request_id = :id`,
    { id },
  );
  const converted = (total: string, currency: CurrencyKey, quotation?: string) => {
    const { quotation: q, amountBrl } = domain.withBrl(total, currency, quotation);
    return { currency, quotation: q, amount_brl: amountBrl };
  };
  const line = (i: (typeof input.faults)[number]) => ({
    ...request,
    product_description: i.productDescription,
    amount: i.amount,
    unit_price: i.unitPrice,
    total_price: i.totalPrice,
    ...converted(i.totalPrice, i.currency, i.quotation),
  });
  if (input.faults.length) await trx('reimbursement_faults').insert(input.faults.map(line));
  if (input.damages.length)
    await trx('reimbursement_damages').insert(
      input.damages.map((d) => ({
        ...line(d),
        damage_description: d.damageDescription,
        destination: d.destination,
        sale_price: d.salePrice ?? null,
        address: d.address,
        name: d.name,
        phone: d.phone,
        loss_mitigation_value: d.lossMitigationValue ?? null,
      })),
    );
  if (input.extraCosts.length)
    await trx('reimbursement_extra_costs').insert(
      input.extraCosts.map((e) => ({
        ...request,
        description: e.description,
        value: e.value,
        total: e.total,
        ...converted(e.total, e.currency, e.quotation),
      })),
    );
  await trx('reimbursement_bank_data').insert({
    ...request,
    country: input.bankData.country ?? null,
    bank: input.bankData.bank,
    agency: input.bankData.agency,
    checking_account: input.bankData.checkingAccount,
  });
}
