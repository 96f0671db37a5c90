import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { protestWorkflowId, reimbursementWorkflowId } from '@claims/workflows';
import { ROOT } from './stack/paths';
import { temporalCli } from './stack/tools';
import { api, startTestStack } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import {
  fileProtestLetter,
  inspectionForm,
  inspectionToday,
  letterBody,
  uploadFile,
} from '@claims/api/testing/protest-builders';
import {
  fileReimbursement,
  requestBody,
  shippingRefs,
  uploadRequestFile,
} from '@claims/api/testing/reimbursement-builders';
import { prepareTestRun } from './testing/test-run';

/**
 * `npm run record-histories`: walks the main case paths through the real api and worker and
 * saves each workflow's event history under workflows/test/fixtures. The replay test runs the
 * current workflow code against them, so a change that would break running cases fails a test.
 * Re-record only on purpose (a new path), never to make a failing replay pass: use patched().
 */
const FIXTURES = path.join(ROOT, 'workflows/test/fixtures');

type Step = [action: string, payload: Record<string, unknown>, by?: 'client' | 'master'];
/**
 * The reimbursement paths. Older fixtures stay as they are: they prove that cases started on
 * older code still replay. reimbursement-* (no version) predate patched('reimbursement-clocks'),
 * reimbursement-v2-* and protest-* (no version) predate patched('local-projection'); the
 * v3 / protest-v2 recordings have both. New recordings go under new names.
 */
const paths: Record<string, { office: string; steps: Step[] }> = {
  'reimbursement-v3-paid-and-reopened': {
    office: 'BR',
    steps: [
      ['transferResponsibility', { team: 'CLI_SSZ' }],
      [
        'requestDocuments',
        { party: 'COMPLEMENTARY_BR', documentTypes: ['SURVEY_REPORT'], message: 'Laudo de vistoria' },
      ],
      ['documentsProvided', {}],
      ['recordAnalysis', { result: 'FULLY_PROCEDENT', reimbursementAmount: '9700.00', currency: 'BRL' }],
      ['requestSettlementDocuments', {}],
      ['settlementDocumentsProvided', { settledByNetting: false }, 'client'],
      ['schedulePayment', { expectedDate: '2030-12-15' }],
      ['blockPayment', { reason: 'Conferência do financeiro' }],
      ['unblockPayment', {}],
      ['markPaid', { paidOn: '2026-11-20', value: '9700.00', currency: 'BRL' }],
      ['close', {}],
      ['reopen', { reason: 'Valor divergente' }],
    ],
  },
  'reimbursement-v3-counteroffer-accepted': {
    office: 'BR',
    steps: [
      ['proposeAgreement', { value: '2000.00', currency: 'USD', quotation: '5.4321', message: 'Proposta' }],
      ['counterOffer', { value: '2500.00', message: 'Contraproposta' }, 'client'],
      ['proposeAgreement', { value: '12000.00', currency: 'BRL', message: 'Nova proposta' }],
      ['acceptProposal', {}, 'client'],
      ['settlementDocumentsProvided', { settledByNetting: true }, 'client'],
      ['close', {}],
    ],
  },
  'reimbursement-v3-improcedent-closed': {
    office: 'AR',
    steps: [
      ['recordAnalysis', { result: 'IMPROCEDENT', justification: 'Avaria anterior ao embarque' }],
      ['removeAnalysis', {}],
      ['recordAnalysis', { result: 'IMPROCEDENT', justification: 'Avaria anterior ao embarque' }],
      ['close', {}],
    ],
  },
  'reimbursement-v3-documents-and-recovery': {
    office: 'BR',
    steps: [
      [
        'requestDocuments',
        { party: 'CLIENT', documentTypes: ['LOSS_STATEMENT'], message: 'Envie a declaração de perda' },
      ],
      ['documentsProvided', { note: 'Declaração anexada' }, 'client'],
      ['extendTimeBar', { grantedBy: 'Armador', grantedTo: 'Exportadora Alfa', until: '2028-06-30' }],
      // Above claims@example.com's authority: held for a MASTER before the client sees it.
      ['proposeAgreement', { value: '60000.00', currency: 'BRL', message: 'Proposta integral' }],
      ['approveProposal', {}, 'master'],
      ['acceptProposal', {}, 'client'],
      ['settlementDocumentsProvided', { settledByNetting: false }, 'client'],
      ['schedulePayment', { expectedDate: '2030-12-20' }],
      ['startRecovery', { thirdParty: 'Terminal Portuário' }],
      ['advanceRecovery', { subStatus: 'PROVIDER_ON_NOTICE' }],
      ['advanceRecovery', { subStatus: 'DEBT_NOTE_ISSUED', dueDate: '2027-01-31' }],
      ['markPaid', { paidOn: '2026-11-20', value: '60000.00', currency: 'BRL' }],
    ],
  },
};

/** After patched('payment-overdue-notice'): counteroffers answered by claims, payments with their facts. */
Object.assign(paths, {
  'reimbursement-v4-counteroffer-declined-then-accepted': {
    office: 'BR',
    steps: [
      ['proposeAgreement', { value: '2000.00', currency: 'BRL', message: 'Proposta' }],
      ['counterOffer', { value: '2600.00', message: 'O laudo mostra mais avarias' }, 'client'],
      ['declineCounteroffer', { message: 'O laudo não sustenta esse valor' }],
      ['proposeAgreement', { value: '2200.00', currency: 'BRL', message: 'Nova proposta' }],
      ['counterOffer', { value: '2400.00', message: 'Último valor' }, 'client'],
      ['acceptCounteroffer', { message: 'De acordo' }],
      ['settlementDocumentsProvided', { settledByNetting: false }, 'client'],
      ['schedulePayment', { expectedDate: '2030-12-20' }],
      ['markPaid', { paidOn: '2026-11-20', value: '2400.00', currency: 'BRL' }],
      ['close', { reason: 'Pagamento realizado' }],
    ],
  },
  'reimbursement-v4-counteroffer-approved-by-master': {
    office: 'BR',
    steps: [
      ['proposeAgreement', { value: '40000.00', currency: 'BRL' }],
      // Above claims@example.com's authority (50 000 BRL): accepting it waits for a MASTER.
      ['counterOffer', { value: '70000.00' }, 'client'],
      ['acceptCounteroffer', {}],
      ['approveProposal', {}, 'master'],
      ['settlementDocumentsProvided', { settledByNetting: true }, 'client'],
      ['close', {}],
    ],
  },
} satisfies Record<string, { office: string; steps: Step[] }>);

/** After rejectProposal (issue 15): a master's rejection of a held proposal and of a held acceptance. */
Object.assign(paths, {
  'reimbursement-v5-proposal-rejected-by-master': {
    office: 'BR',
    steps: [
      // Above claims@example.com's authority (50 000 BRL): held, then rejected with a reason.
      ['proposeAgreement', { value: '60000.00', currency: 'BRL', message: 'Proposta integral' }],
      ['rejectProposal', { reason: 'O laudo não sustenta esse valor' }, 'master'],
      ['proposeAgreement', { value: '40000.00', currency: 'BRL', message: 'Nova proposta' }],
      ['counterOffer', { value: '70000.00', message: 'Contraproposta' }, 'client'],
      ['acceptCounteroffer', { message: 'De acordo' }],
      ['rejectProposal', { reason: 'Acima do aceitável' }, 'master'],
      ['declineCounteroffer', { message: 'Não podemos aceitar esse valor' }],
      ['close', { reason: 'Sem acordo' }],
    ],
  },
} satisfies Record<string, { office: string; steps: Step[] }>);

/**
 * After patched('commands-mutex'): commands taken through the mutex once the case is open, the
 * workflow read as a case class, the dates on the office's zone.
 */
Object.assign(paths, {
  'reimbursement-v6-documents-and-recovery': {
    office: 'BR',
    steps: paths['reimbursement-v3-documents-and-recovery']!.steps,
  },
} satisfies Record<string, { office: string; steps: Step[] }>);

type ProtestStep = [action: string, payload: Record<string, unknown>, by: 'client' | 'claims' | 'inspector'];
const protestPaths: Record<
  string,
  { inspectionRequested: boolean; steps: (inspectorId: string) => ProtestStep[] }
> = {
  'protest-v2-inspected-and-analysed': {
    inspectionRequested: true,
    steps: (inspectorId) => [
      ['requestInspection', inspectionForm, 'client'],
      // Today: a result waits for its inspection's day (patched('protest-result-on-inspection-day')).
      ['scheduleInspection', { inspectorId, ...inspectionToday('BR') }, 'claims'],
      [
        'recordInspectionResult',
        { result: 'POSITIVE', observation: 'Avaria confirmada', analysisStatement: 'Dano no transporte' },
        'inspector',
      ],
      ['openAnalysis', {}, 'claims'],
      ['concludeAnalysis', { analysisStatement: 'Avaria procedente' }, 'claims'],
    ],
  },
  'protest-v2-inspection-cancelled': {
    inspectionRequested: false,
    steps: () => [
      ['requestInspection', inspectionForm, 'client'],
      ['cancelInspection', { reason: 'Carga liberada' }, 'claims'],
      ['openAnalysis', {}, 'claims'],
    ],
  },
};

/** After patched('commands-mutex'), as for the reimbursement above. */
protestPaths['protest-v4-inspected-and-analysed'] = protestPaths['protest-v2-inspected-and-analysed']!;
/** After patched('protest-link-once') and patched('protest-result-on-inspection-day'). */
protestPaths['protest-v5-inspected-and-analysed'] = protestPaths['protest-v2-inspected-and-analysed']!;

function saveHistory(name: string, workflowId: string) {
  // The CLI writes the standard JSON history format that replay (and the Temporal UI) read.
  const json = execFileSync(temporalCli(), [
    'workflow',
    'show',
    '--address',
    process.env.TEMPORAL_ADDRESS ?? '',
    '--workflow-id',
    workflowId,
    '--output',
    'json',
  ]);
  fs.writeFileSync(path.join(FIXTURES, `${name}.json`), json);
  console.log(`recorded ${name} (${JSON.parse(json.toString()).events.length} events)`);
}

// `npm run record-histories -- protest` records only the paths whose name starts with `protest`
// (`-- reimbursement-v3` only the newest reimbursement paths).
const only = process.argv[2] ?? '';

async function main() {
  const run = await prepareTestRun();
  Object.assign(process.env, run.env);

  const stack = await startTestStack();
  try {
    const client = await signedIn(stack.deps.db, 'client@example.com');
    const claims = await signedIn(stack.deps.db, 'claims@example.com');
    const master = await signedIn(stack.deps.db, 'master@example.com');
    const refs = await shippingRefs(stack.deps.db);
    const call = (method: string, p: string, body: unknown, headers: Record<string, string>) =>
      api(stack.baseUrl, method, p, body, headers);
    fs.mkdirSync(FIXTURES, { recursive: true });
    for (const [name, { office, steps }] of Object.entries(paths)) {
      if (!name.startsWith(only)) continue;
      // Filed whole, as the api now requires: a draft with the documents, then the submission.
      const created = await fileReimbursement(stack.baseUrl, call, client, requestBody(refs, { office }));
      for (const [action, payload, by] of steps) {
        const res = await call(
          'POST',
          `/api/reimbursements/${created.id}/actions/${action}`,
          payload,
          by === 'client' ? client : by === 'master' ? master : claims,
        );
        if (res.status !== 200)
          throw new Error(`${name}: ${action} answered ${res.status} ${JSON.stringify(res.body)}`);
      }
      saveHistory(name, reimbursementWorkflowId(created.id));
    }
    const people = {
      client,
      claims,
      inspector: await signedIn(stack.deps.db, 'inspector@example.com'),
    };
    const inspectorId = (await stack.deps.db('users').where({ email: 'inspector@example.com' }).first('id'))
      .id;
    const br = await stack.deps.db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
    for (const [name, { inspectionRequested, steps }] of Object.entries(protestPaths)) {
      if (!name.startsWith(only)) continue;
      const letter = await fileProtestLetter(
        stack.baseUrl,
        call,
        client,
        letterBody({ embarkation: br[0], discharge: br[1] }, { inspectionRequested }),
      );
      for (const [action, payload, by] of steps(inspectorId)) {
        const res = await call(
          'POST',
          `/api/protest-letters/${letter.id}/actions/${action}`,
          payload,
          people[by],
        );
        if (res.status !== 200)
          throw new Error(`${name}: ${action} answered ${res.status} ${JSON.stringify(res.body)}`);
      }
      saveHistory(name, protestWorkflowId(letter.id));
    }
    await recordRemovalsAndLink({ baseUrl: stack.baseUrl, call, people, inspectorId, refs, ports: br });
  } finally {
    await stack.stop();
    await run.cleanUp();
  }
}

type Call = (
  method: string,
  p: string,
  body: unknown,
  headers: Record<string, string>,
) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The paths of issue 15: a file removed by its uploader (FILE_REMOVED, a letter's and a request's),
 * and a letter linked to the request filed from its POSITIVE inspection's draft.
 */
async function recordRemovalsAndLink(ctx: {
  baseUrl: string;
  call: Call;
  people: Record<'client' | 'claims' | 'inspector', Record<string, string>>;
  inspectorId: string;
  refs: Awaited<ReturnType<typeof shippingRefs>>;
  ports: string[];
}) {
  const { call, people } = ctx;
  const ok = async (what: string, res: Promise<{ status: number; body: unknown }>) => {
    const answer = await res;
    if (answer.status >= 300)
      throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const baseUrl = ctx.baseUrl;
  const letterName = 'protest-v3-positive-linked-file-removed';
  if (letterName.startsWith(only)) {
    const letter = await fileProtestLetter(
      baseUrl,
      call,
      people.client,
      letterBody({ embarkation: ctx.ports[0]!, discharge: ctx.ports[1]! }, { inspectionRequested: true }),
    );
    const act = (action: string, payload: unknown, who: Record<string, string>) =>
      ok(action, call('POST', `/api/protest-letters/${letter.id}/actions/${action}`, payload, who));
    await act('requestInspection', inspectionForm, people.client);
    await act(
      'scheduleInspection',
      { inspectorId: ctx.inspectorId, ...inspectionToday('BR') },
      people.claims,
    );
    const photo = await ok(
      'photo upload',
      uploadFile(baseUrl, letter.id, people.inspector, { documentType: 'PHOTOS', name: 'foto.pdf' }),
    );
    await ok(
      'photo removal',
      call('DELETE', `/api/protest-letters/${letter.id}/files/${photo.id}`, undefined, people.inspector),
    );
    await act(
      'recordInspectionResult',
      { result: 'POSITIVE', observation: 'Porta amassada', analysisStatement: 'Dano no transporte' },
      people.inspector,
    );
    const draft = await ok(
      'draft',
      call('POST', `/api/protest-letters/${letter.id}/reimbursement-draft`, {}, people.client),
    );
    await ok(
      'filing from the draft',
      call(
        'POST',
        '/api/reimbursements',
        {
          ...requestBody(ctx.refs, { damages: [], extraCosts: [] }),
          draftId: draft.id,
        },
        people.client,
      ),
    );
    saveHistory(letterName, protestWorkflowId(letter.id));
  }
  const requestName = 'reimbursement-v3-file-removed';
  if (requestName.startsWith(only)) {
    const request = await fileReimbursement(baseUrl, call, people.client, requestBody(ctx.refs));
    const file = await ok(
      'upload',
      uploadRequestFile(baseUrl, request.id, people.client, { documentType: 'OTHER', name: 'recibo.pdf' }),
    );
    await ok(
      'removal',
      call('DELETE', `/api/reimbursements/${request.id}/files/${file.id}`, undefined, people.client),
    );
    await ok('close', call('POST', `/api/reimbursements/${request.id}/actions/close`, {}, people.claims));
    saveHistory(requestName, reimbursementWorkflowId(request.id));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
