import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { reimbursementWorkflowId } from '@claims/workflows';
import { ROOT } from './stack/paths';
import { temporalCli } from './stack/tools';
import { api, startTestStack } from './testing/stack-harness';
import { signedIn } from './testing/tokens';
import { prepareTestRun } from './testing/test-run';

/**
 * `npm run record-histories`: walks the main case paths through the real api and worker and
 * saves each workflow's event history under workflows/test/fixtures. The replay test runs the
 * current workflow code against them, so a change that would break running cases fails a test.
 * Re-record only on purpose (a new path), never to make a failing replay pass: use patched().
 */
const FIXTURES = path.join(ROOT, 'workflows/test/fixtures');

type Step = [action: string, payload: Record<string, unknown>, by?: 'client'];
const paths: Record<string, { office: string; steps: Step[] }> = {
  'reimbursement-paid-and-reopened': {
    office: 'BR',
    steps: [
      ['transferResponsibility', { team: 'CLI_SSZ' }],
      [
        'requestDocuments',
        { party: 'COMPLEMENTARY_BR', documentTypes: ['SURVEY_REPORT'], message: 'Laudo de vistoria' },
      ],
      ['documentsProvided', {}],
      ['recordAnalysis', { result: 'FULLY_PROCEDENT' }],
      ['requestSettlementDocuments', {}],
      ['settlementDocumentsProvided', { settledByNetting: false }],
      ['schedulePayment', { expectedDate: '2026-12-15' }],
      ['blockPayment', { reason: 'Conferência do financeiro' }],
      ['unblockPayment', {}],
      ['markPaid', {}],
      ['close', {}],
      ['reopen', { reason: 'Valor divergente' }],
    ],
  },
  'reimbursement-counteroffer-accepted': {
    office: 'BR',
    steps: [
      ['proposeAgreement', { value: '12500.00', currency: 'BRL', message: 'Proposta de acordo' }],
      ['counterOffer', { value: '15000.00', message: 'Contraproposta' }, 'client'],
      ['proposeAgreement', { value: '14000.00', currency: 'BRL', message: 'Nova proposta' }],
      ['acceptProposal', {}, 'client'],
      ['settlementDocumentsProvided', { settledByNetting: true }, 'client'],
      ['close', {}],
    ],
  },
  'reimbursement-improcedent-closed': {
    office: 'AR',
    steps: [
      ['recordAnalysis', { result: 'IMPROCEDENT', justification: 'Avaria anterior ao embarque' }],
      ['removeAnalysis', {}],
      ['recordAnalysis', { result: 'IMPROCEDENT', justification: 'Avaria anterior ao embarque' }],
      ['close', {}],
    ],
  },
};

async function main() {
  const run = await prepareTestRun();
  Object.assign(process.env, run.env);

  const stack = await startTestStack();
  try {
    const client = await signedIn(stack.deps.db, 'client@example.com');
    const claims = await signedIn(stack.deps.db, 'claims@example.com');
    fs.mkdirSync(FIXTURES, { recursive: true });
    for (const [name, { office, steps }] of Object.entries(paths)) {
      const created = await api(stack.baseUrl, 'POST', '/api/reimbursements', { office }, client);
      if (created.status !== 201) throw new Error(`${name}: create answered ${created.status}`);
      for (const [action, payload, by] of steps) {
        const res = await api(
          stack.baseUrl,
          'POST',
          `/api/reimbursements/${created.body.id}/actions/${action}`,
          payload,
          by === 'client' ? client : claims,
        );
        if (res.status !== 200)
          throw new Error(`${name}: ${action} answered ${res.status} ${JSON.stringify(res.body)}`);
      }
      // The CLI writes the standard JSON history format that replay (and the Temporal UI) read.
      const json = execFileSync(temporalCli(), [
        'workflow',
        'show',
        '--address',
        process.env.TEMPORAL_ADDRESS ?? '',
        '--workflow-id',
        reimbursementWorkflowId(created.body.id),
        '--output',
        'json',
      ]);
      fs.writeFileSync(path.join(FIXTURES, `${name}.json`), json);
      console.log(`recorded ${name} (${JSON.parse(json.toString()).events.length} events)`);
    }
  } finally {
    await stack.stop();
    await run.cleanUp();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
