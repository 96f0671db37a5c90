// What the api and the worker share with the workflows: message definitions, input and activity
// contracts, and the workflow functions' types (never their code, which only the worker bundles).
export * from './reimbursement/messages';
export type {
  ReimbursementActivities,
  ReimbursementCaseFacts,
  ReimbursementTransitionRecord,
} from './reimbursement/activities';
export type { debtNoteRecoveryWorkflow } from './reimbursement/recovery-workflow';
export type { ReimbursementWorkflowInput } from './reimbursement/workflow';
export type { reimbursementRequestWorkflow } from './reimbursement/workflow';
export * from './protest/contract';
export const TASK_QUEUE_DEFAULT = 'claims-cases';
export const reimbursementWorkflowId = (requestId: string) => `reimbursement-${requestId}`;
export const WORKFLOWS_PATH = require.resolve('./workflows');
export * from './codec/payload-codec';
