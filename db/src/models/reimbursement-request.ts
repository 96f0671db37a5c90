import {
  DEBT_NOTE_SUB_STATUS_KEYS,
  SERVICE_TYPE_KEYS,
  STUFFING_MODAL_KEYS,
  TRANSPORT_MODAL_KEYS,
  type AnalysisStatusKey,
  type DebtNoteSubStatusKey,
  type OfficeKey,
  type ServiceTypeKey,
  type StuffingModalKey,
  type TeamKey,
  type TransportModalKey,
} from '@claims/domain';
import type { RelationMappings } from 'objection';
import { BaseModel, whereNullModifier } from './base-model';
import { AgreementProposal } from './agreement-proposal';
import { CaseModel } from './case-model';
import { caseFilesAndEvents } from './case-relations';
import { Client } from './client';
import { Port } from './port';
import { ProtestLetter } from './protest-letter';
import { ReimbursementAnalysis } from './reimbursement-analysis';
import { ReimbursementBankData } from './reimbursement-bank-data';
import { ReimbursementDamage } from './reimbursement-damage';
import { ReimbursementExtraCost } from './reimbursement-extra-cost';
import { ReimbursementFault } from './reimbursement-fault';
import { TimeBarExtension } from './time-bar-extension';
import { User } from './user';
import { Vessel } from './vessel';
import { belongsToOne, hasMany, hasOne } from './relations';

const nullableEnum = (keys: readonly string[]) => ({ type: ['string', 'null'], enum: [...keys, null] });

/**
 * A reimbursement request: the projection of its workflow (`reimbursement-<id>`).
 * `analysisStatus`, `team` and `projectedSeq` are written by the projection activity only.
 */
export class ReimbursementRequest extends CaseModel {
  static override tableName = 'reimbursement_requests';
  declare office: OfficeKey;
  declare team: TeamKey | null;
  declare analysisStatus: AnalysisStatusKey | null;
  declare workflowId: string;
  declare clientId: string | null;
  declare type: string | null;
  declare serviceType: ServiceTypeKey | null;
  declare taxId: string | null;
  declare companyName: string | null;
  declare stateRegistration: string | null;
  declare cityRegistration: string | null;
  declare blOrCte: string | null;
  declare bookingNumber: string | null;
  declare houseBl: string | null;
  declare invoiceNumber: string | null;
  declare portOfLoadingId: string | null;
  declare portOfDischargeId: string | null;
  declare dischargeDate: string | null;
  declare vesselId: string | null;
  declare voyage: string | null;
  declare transporter: string | null;
  declare transportModal: TransportModalKey | null;
  declare stuffingModal: StuffingModalKey | null;
  declare containers: string[];
  declare protestLetterId: string | null;
  declare subStatus: DebtNoteSubStatusKey | null;
  declare timeBarDate: string | null;
  declare slaDueAt: Date | null;
  /** The company's country as filed: it names the tax id kind (CNPJ, CUIT, RUC, RUT). */
  declare country: string | null;
  declare slaBreached: boolean;
  declare firstAnsweredAt: Date | null;
  declare counterofferPending: boolean;
  /** The next thing the workflow does by itself (`{ at, kind, key }`), as it projects it. */
  declare nextDeadline: { at: string; kind: string; key: string } | null;
  /** When the current status lapses by itself, if it does. */
  declare statusLapsesAt: Date | null;
  declare submittedAt: Date | null;

  declare client?: Client | null;
  declare faults?: ReimbursementFault[];
  declare damages?: ReimbursementDamage[];
  declare extraCosts?: ReimbursementExtraCost[];
  declare bankData?: ReimbursementBankData | null;
  declare analyses?: ReimbursementAnalysis[];
  declare proposals?: AgreementProposal[];
  declare timeBarExtensions?: TimeBarExtension[];

  static override modifiers = { ...CaseModel.modifiers, open: whereNullModifier('closedAt') };

  static override jsonAttributes = ['draftData', 'nextDeadline'];
  // The reference is not required here: a new request's comes from a sequence in its INSERT.
  static override jsonSchema = {
    type: 'object',
    required: ['office', 'workflowId'],
    properties: {
      reference: { type: 'string', minLength: 1, maxLength: 40 },
      draft: { type: 'boolean' },
      serviceType: nullableEnum(SERVICE_TYPE_KEYS),
      transportModal: nullableEnum(TRANSPORT_MODAL_KEYS),
      stuffingModal: nullableEnum(STUFFING_MODAL_KEYS),
      subStatus: nullableEnum(DEBT_NOTE_SUB_STATUS_KEYS),
      containers: { type: 'array', items: { type: 'string', pattern: '^[A-Z]{4}\\d{7}$' } },
    },
  };

  static override relationMappings = (): RelationMappings => {
    const child = (modelClass: typeof BaseModel, table: string) =>
      hasMany(modelClass, 'reimbursement_requests.id', `${table}.reimbursementRequestId`);
    const belongsTo = (modelClass: typeof BaseModel, column: string, to: string) =>
      belongsToOne(modelClass, `reimbursement_requests.${column}`, to);
    return {
      client: belongsTo(Client, 'clientId', 'clients.id'),
      creator: belongsTo(User, 'createdBy', 'users.id'),
      portOfLoading: belongsTo(Port, 'portOfLoadingId', 'ports.id'),
      portOfDischarge: belongsTo(Port, 'portOfDischargeId', 'ports.id'),
      vessel: belongsTo(Vessel, 'vesselId', 'vessels.id'),
      protestLetter: belongsTo(ProtestLetter, 'protestLetterId', 'protest_letters.id'),
      faults: child(ReimbursementFault, 'reimbursement_faults'),
      damages: child(ReimbursementDamage, 'reimbursement_damages'),
      extraCosts: child(ReimbursementExtraCost, 'reimbursement_extra_costs'),
      bankData: hasOne(
        ReimbursementBankData,
        'reimbursement_requests.id',
        'reimbursement_bank_data.reimbursementRequestId',
      ),
      analyses: child(ReimbursementAnalysis, 'reimbursement_analyses'),
      proposals: child(AgreementProposal, 'agreement_proposals'),
      timeBarExtensions: child(TimeBarExtension, 'time_bar_extensions'),
      ...caseFilesAndEvents('reimbursement', 'reimbursement_requests'),
    };
  };
}
