import { describeReplays } from '../testing/recorded-histories';

describeReplays('recorded reimbursement histories replay on the current workflow code', 'reimbursement-', [
  // Recorded before patched('reimbursement-clocks'): cases started then must still replay.
  'reimbursement-paid-and-reopened.json',
  'reimbursement-counteroffer-accepted.json',
  'reimbursement-improcedent-closed.json',
  'reimbursement-v2-documents-and-recovery.json',
  // After patched('local-projection'): the projection as a local activity.
  'reimbursement-v3-documents-and-recovery.json',
  // After patched('payment-overdue-notice'): counteroffers answered by claims, payments with their facts.
  'reimbursement-v4-counteroffer-declined-then-accepted.json',
  'reimbursement-v4-counteroffer-approved-by-master.json',
  // With rejectProposal: a master rejects a held proposal, then a held acceptance.
  'reimbursement-v5-proposal-rejected-by-master.json',
  // After patched('commands-mutex'): commands through the mutex, once the case is open.
  'reimbursement-v6-documents-and-recovery.json',
]);
