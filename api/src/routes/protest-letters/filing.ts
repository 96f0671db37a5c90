import { randomUUID } from 'node:crypto';
import { WithStartWorkflowOperation } from '@temporalio/client';
import type { Knex } from 'knex';
import { z } from 'zod';
import { OFFICE_KEYS, protest as domain, type OfficeKey } from '@claims/domain';
import { protestFiledUpdate, protestWorkflowId, type protestLetterWorkflow } from '@claims/workflows';
import { assertReachesCase } from '../../auth/case-reach';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { parseBody } from '../../validate';
import { inLetterScope } from './reach';

export const filingSchema = domain.protestLetterSchema.extend({ draftId: z.uuid().optional() });

export const REFERENCE = `'CP-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('protest_letter_reference_seq')::text, 6, '0')`;
const PROTOCOL = `to_char(now(), 'YYYYMMDD') || lpad(nextval('protest_letter_protocol_seq')::text, 6, '0')`;

/** Today in the offices' time zone (all UTC-3): the day a letter counts as filed on. */
const officeToday = () => new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Files a letter (from scratch or from a draft whose files are attached): checks the mandatory
 * files, computes the legal clock, stores the letter and its containers, then starts its workflow
 * and answers once the workflow has projected the filing.
 */
export async function fileLetter(deps: ApiDeps, user: SessionUser, body: unknown): Promise<string> {
  const input = parseBody(filingSchema, body);
  const clientId = input.clientId ?? user.clientId;
  assertReachesCase(user, clientId);
  const id = input.draftId ?? randomUUID();
  const office = await inLetterScope(deps, user, async (trx) => {
    if (input.draftId) {
      const draft = await trx('protest_letters')
        .where({ id: input.draftId, draft: true, created_by: user.id })
        .whereNull('deleted_at')
        .first('id');
      if (!draft) throw new HttpError(404, 'CASE_NOT_FOUND', 'errors.notFound');
    }
    const attached = await trx('case_files')
      .where({ case_kind: 'protest_letter', case_id: id })
      .whereNull('deleted_at')
      .pluck('document_type');
    const missing = domain.missingProtestFiles(attached);
    if (missing.length)
      throw new HttpError(
        422,
        'PROTEST_MANDATORY_FILES',
        'errors.protestMandatoryFiles',
        {},
        { files: missing.join(',') },
      );
    const office = await officeOfPort(trx, input.portOfDischargeId);
    await portExists(trx, input.portOfEmbarkationId, 'portOfEmbarkationId');
    const deadline = domain.noticeDeadline(input.dischargeDate, await noticeDays(trx, office));
    const columns = {
      client_id: clientId,
      office,
      created_by: user.id,
      draft: false,
      draft_data: null,
      bill_of_lading: input.billOfLading,
      house_bill_of_lading: input.houseBillOfLading ?? null,
      cte: input.cte ?? null,
      vessel_id: input.vesselId ?? null,
      ship: input.ship,
      voyage: input.voyage,
      merchandise: input.merchandise,
      notifying_company: input.notifyingCompany,
      port_of_embarkation_id: input.portOfEmbarkationId,
      port_of_discharge_id: input.portOfDischargeId,
      discharge_date: input.dischargeDate,
      notice_deadline: deadline,
      late_notice: domain.isLateNotice(officeToday(), deadline),
      inspection_requested: input.inspectionRequested,
      workflow_id: protestWorkflowId(id),
      protocol: trx.raw(PROTOCOL),
      filed_at: trx.fn.now(),
      updated_at: trx.fn.now(),
    };
    if (input.draftId) await trx('protest_letters').where({ id }).update(columns);
    else await trx('protest_letters').insert({ id, reference: trx.raw(REFERENCE), ...columns });
    await trx('protest_containers').where({ protest_letter_id: id }).delete();
    await trx('protest_containers').insert(
      input.containers.map((c) => ({
        protest_letter_id: id,
        number: c.number,
        damages: domain.withDerivedDamages(c),
        seal_manifested: c.sealManifested ?? null,
        seal_determined: c.sealDetermined ?? null,
        weight_manifested: c.weightManifested ?? null,
        weight_determined: c.weightDetermined ?? null,
      })),
    );
    return office;
  });
  // Start and wait for the filing's projection in one call (update-with-start).
  await deps.temporal.workflow.executeUpdateWithStart(protestFiledUpdate, {
    startWorkflowOperation: new WithStartWorkflowOperation<typeof protestLetterWorkflow>(
      'protestLetterWorkflow',
      {
        workflowId: protestWorkflowId(id),
        workflowIdConflictPolicy: 'USE_EXISTING',
        taskQueue: deps.config.TEMPORAL_TASK_QUEUE,
        args: [{ letterId: id, office, createdBy: user.id, inspectionRequested: input.inspectionRequested }],
      },
    ),
  });
  return id;
}

/** The office of a letter is the country of its port of discharge: it decides the legal regime. */
async function officeOfPort(trx: Knex.Transaction, portId: string): Promise<OfficeKey> {
  const port = await trx('ports').where({ id: portId }).whereNull('deleted_at').first('country');
  if (!port)
    throw new HttpError(422, 'VALIDATION_FAILED', 'errors.validation', {}, { portOfDischargeId: 'unknown' });
  const country = String(port.country).trim();
  return (OFFICE_KEYS as readonly string[]).includes(country) ? (country as OfficeKey) : 'BR';
}

async function portExists(trx: Knex.Transaction, portId: string, field: string) {
  if (!(await trx('ports').where({ id: portId }).whereNull('deleted_at').first('id')))
    throw new HttpError(422, 'VALIDATION_FAILED', 'errors.validation', {}, { [field]: 'unknown' });
}

/** The office's notice period from settings (`protest.notice.<office>`), else its regime's default. */
async function noticeDays(trx: Knex.Transaction, office: OfficeKey): Promise<number> {
  const row = await trx('settings')
    .where({ key: `protest.notice.${office}` })
    .first('value');
  const days = (row?.value as { noticeDays?: unknown } | undefined)?.noticeDays;
  return typeof days === 'number' && days >= 0 ? days : domain.defaultNoticeDays(office);
}
