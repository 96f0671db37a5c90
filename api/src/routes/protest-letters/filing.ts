import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import { z } from 'zod';
import {
  OFFICE_KEYS,
  officeNow,
  protest as domain,
  SETTING_KEYS,
  validateNotFuture,
  type OfficeKey,
} from '@claims/domain';
import { fileProtestLetterSchema } from '@claims/contract';
import { Port, ProtestLetter } from '@claims/db';
import { protestWorkflowId } from '@claims/workflows';
import { assertReachesCase } from '../../auth/case-reach';
import type { SessionUser } from '../../auth/session-user';
import type { ApiDeps } from '../../deps';
import { startProtestWorkflow } from '../../filing/case-workflows';
import { filingId } from '../../filing/filing-id';
import { writeFilingRow } from '../../filing/filing-row';
import { attachedDocumentTypes } from '../../files';
import { HttpError } from '../../http-error';
import { invalidField, parseBody } from '../../validate';
import { isLiveReference } from '../reimbursements/store';
import { readSetting } from '../settings/store';
import { inLetterScope } from './reach';
import { livePortCountry, lockOwnLetter, writeContainers } from './store';

export const REFERENCE = `'CP-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('protest_letter_reference_seq')::text, 6, '0')`;
/**
 * The protocol: the day the letter is filed at its office (yyyymmdd), then a running number.
 * The day is the office's, not the database's: from 21:00 in São Paulo, UTC is already tomorrow.
 */
const protocolOn = (trx: Knex.Transaction, officeDate: string) =>
  trx.raw(`? || lpad(nextval('protest_letter_protocol_seq')::text, 6, '0')`, [
    officeDate.replaceAll('-', ''),
  ]);

/**
 * Files a letter (from scratch or from a draft whose files are attached): checks the mandatory
 * files, computes the legal clock, stores the letter and its containers, then starts its workflow
 * and answers once the workflow has projected the filing.
 */
export async function fileLetter(
  deps: ApiDeps,
  user: SessionUser,
  body: unknown,
  idempotencyKey?: string,
): Promise<string> {
  const input = parseBody(fileProtestLetterSchema, body);
  const clientId = input.clientId ?? user.clientId;
  assertReachesCase(user, clientId);
  const id = input.draftId ?? filingId(user.id, idempotencyKey);
  const office = await inLetterScope(deps, user, async (trx) => {
    // Locked, so a filing and its retry (or the reconciler) write the row one after the other.
    const row = await lockOwnLetter(trx, user, id);
    if (input.draftId && !row) throw new HttpError(404, 'CASE_NOT_FOUND', 'errors.notFound');
    // Filed already (a retry after a lost answer): the same letter is the answer, never a second.
    if (row && !row.draft) return undefined;
    const attached = await attachedDocumentTypes(trx, 'protest_letter', id);
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
    // The day a letter counts as filed on, and the latest its discharge can be: today at its office.
    const today = officeNow(office).date;
    const discharged = validateNotFuture(input.dischargeDate, { date: today });
    if (!discharged.ok) throw invalidField('dischargeDate', discharged.error);
    const deadline = domain.noticeDeadline(input.dischargeDate, await noticeDays(trx, office));
    // The FILING state: the row keeps `draft` (and its draft data, so the wizard can resume it)
    // until the workflow's first projection makes it a filed letter.
    const columns: PartialModelObject<ProtestLetter> = {
      clientId: clientId as string,
      office,
      createdBy: user.id,
      filingStartedAt: trx.fn.now(),
      billOfLading: input.billOfLading,
      houseBillOfLading: input.houseBillOfLading ?? null,
      cte: input.cte ?? null,
      vesselId: input.vesselId ?? null,
      ship: input.ship,
      voyage: input.voyage,
      merchandise: input.merchandise,
      notifyingCompany: input.notifyingCompany,
      portOfEmbarkationId: input.portOfEmbarkationId,
      portOfDischargeId: input.portOfDischargeId,
      // Days as the letter schema output them (yyyy-mm-dd), stored in date columns.
      dischargeDate: input.dischargeDate,
      noticeDeadline: deadline,
      lateNotice: domain.isLateNotice(today, deadline),
      inspectionRequested: input.inspectionRequested,
      workflowId: protestWorkflowId(id),
      protocol: protocolOn(trx, today),
      filedAt: trx.fn.now(),
    };
    await writeFilingRow(
      trx,
      ProtestLetter,
      { id, saved: !!row, reference: REFERENCE, draftData: withoutDraftId(input) },
      columns,
    );
    await writeContainers(trx, id, input.containers);
    return office;
  });
  // Temporal away: the answer is 503 and the row stays a draft in FILING, which the user files
  // again (same id, same workflow) or the reconciler completes.
  if (office)
    await startProtestWorkflow(deps.temporal, deps.config.TEMPORAL_TASK_QUEUE, {
      letterId: id,
      office,
      createdBy: user.id,
      inspectionRequested: input.inspectionRequested,
    });
  return id;
}

/** The office of a letter is the country of its port of discharge: it decides the legal regime. */
async function officeOfPort(trx: Knex.Transaction, portId: string): Promise<OfficeKey> {
  const port = await livePortCountry(trx, portId);
  if (!port) throw invalidField('portOfDischargeId');
  const country = String(port.country).trim();
  return (OFFICE_KEYS as readonly string[]).includes(country) ? (country as OfficeKey) : 'BR';
}

async function portExists(trx: Knex.Transaction, portId: string, field: string) {
  if (!(await isLiveReference(trx, Port, portId))) throw invalidField(field);
}

/** The office's notice period from settings (`protest.notice.<office>`), else its regime's default. */
async function noticeDays(trx: Knex.Transaction, office: OfficeKey): Promise<number> {
  const days = (await readSetting<{ noticeDays: unknown }>(trx, SETTING_KEYS.noticeDays(office)))?.noticeDays;
  return typeof days === 'number' && days >= 0 ? days : domain.defaultNoticeDays(office);
}

/** What a letter filed from scratch keeps as its draft data while it is in FILING. */
function withoutDraftId(input: z.infer<typeof fileProtestLetterSchema>) {
  const { draftId: _draftId, ...data } = input;
  return data;
}
