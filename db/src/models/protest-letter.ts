import { PROTEST_STATUSES, type OfficeKey } from '@claims/domain';
import type { RelationMappings } from 'objection';
import { CaseModel } from './case-model';
import { caseFilesAndEvents } from './case-relations';
import { Client } from './client';
import { Inspection } from './inspection';
import { Office } from './office';
import { Port } from './port';
import { ProtestContainer } from './protest-container';
import { User } from './user';
import { Vessel } from './vessel';
import { belongsToOne, hasMany } from './relations';

/**
 * A letter of protest: the projection of its workflow (`protest-<id>`). `status` is the spec's
 * numeric code (PROTEST_STATUSES); only the projection activity moves it.
 */
export class ProtestLetter extends CaseModel {
  static override tableName = 'protest_letters';
  declare protocol: string | null;
  declare status: number;
  declare clientId: string;
  declare office: OfficeKey | null;
  declare billOfLading: string | null;
  declare houseBillOfLading: string | null;
  declare cte: string | null;
  declare vesselId: string | null;
  declare ship: string | null;
  declare voyage: string | null;
  declare merchandise: string | null;
  declare notifyingCompany: string | null;
  declare portOfEmbarkationId: string | null;
  declare portOfDischargeId: string | null;
  declare dischargeDate: string | null;
  declare lateNotice: boolean;
  declare noticeDeadline: string | null;
  declare workflowId: string | null;
  declare inspectionRequested: boolean;
  declare analysisStatement: string | null;
  /** The request this letter backs, once its workflow recorded the link. */
  declare reimbursementRequestId: string | null;
  /** What a POSITIVE inspection offers to pre-fill a reimbursement request with. */
  declare reimbursementSuggestion: Record<string, unknown> | null;
  declare filedAt: Date | null;

  declare client?: Client;
  declare containers?: ProtestContainer[];
  declare inspections?: Inspection[];

  static override jsonAttributes = ['draftData', 'reimbursementSuggestion'];
  // The reference is not required here: a new letter's comes from a sequence in its INSERT.
  static override jsonSchema = {
    type: 'object',
    required: ['clientId'],
    properties: {
      reference: { type: 'string', minLength: 1, maxLength: 40 },
      status: { type: 'integer', enum: PROTEST_STATUSES.map((s) => s.code) },
      clientId: { type: 'string' },
      draft: { type: 'boolean' },
      lateNotice: { type: 'boolean' },
    },
  };

  static override relationMappings = (): RelationMappings => ({
    client: belongsToOne(Client, 'protest_letters.clientId', 'clients.id'),
    /** The office handling the letter (the country of its port of discharge): its default team. */
    officeRecord: belongsToOne(Office, 'protest_letters.office', 'offices.key'),
    creator: belongsToOne(User, 'protest_letters.createdBy', 'users.id'),
    vessel: belongsToOne(Vessel, 'protest_letters.vesselId', 'vessels.id'),
    portOfEmbarkation: belongsToOne(Port, 'protest_letters.portOfEmbarkationId', 'ports.id'),
    portOfDischarge: belongsToOne(Port, 'protest_letters.portOfDischargeId', 'ports.id'),
    containers: hasMany(ProtestContainer, 'protest_letters.id', 'protest_containers.protestLetterId'),
    inspections: hasMany(Inspection, 'protest_letters.id', 'inspections.protestLetterId'),
    ...caseFilesAndEvents('protest_letter', 'protest_letters'),
  });
}
