// The worker's workflow bundle entry: every workflow type the worker runs, and nothing else.
export { reimbursementRequestWorkflow } from './reimbursement/workflow';
export { debtNoteRecoveryWorkflow } from './reimbursement/recovery-workflow';
export { protestLetterWorkflow } from './protest/workflow';
