import fs from 'node:fs';
import path from 'node:path';
import { Worker } from '@temporalio/worker';
import { WORKFLOWS_PATH, caseDataConverter } from '../index';

// Recorded by `npm run record-histories` from real runs. If the workflow code changes in a way
// that would break cases already running, replaying these fails with a determinism error.
const FIXTURES = path.resolve(__dirname, '../../test/fixtures');
const fixtures = fs
  .readdirSync(FIXTURES)
  .filter((f) => f.startsWith('reimbursement-') && f.endsWith('.json'));

describe('recorded reimbursement histories replay on the current workflow code', () => {
  it('has recorded histories to replay, from before and after each patch', () => {
    // Recorded before patched('reimbursement-clocks'): cases started then must still replay.
    expect(fixtures).toEqual(
      expect.arrayContaining([
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
      ]),
    );
  });

  it.each(fixtures)('%s', async (file) => {
    const history = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8'));
    const bundlePath = process.env.WORKFLOW_BUNDLE_PATH;
    // Replay under the recorded workflow id: the recovery child's id is derived from it.
    const started = history.events[0]?.workflowExecutionStartedEventAttributes;
    await Worker.runReplayHistory(
      {
        ...(bundlePath ? { workflowBundle: { codePath: bundlePath } } : { workflowsPath: WORKFLOWS_PATH }),
        // Fixtures recorded before the payload codec pass through it; newer ones are decrypted.
        dataConverter: caseDataConverter(),
      },
      history,
      started?.workflowId ?? file.replace(/\.json$/, ''),
    );
  });
});
