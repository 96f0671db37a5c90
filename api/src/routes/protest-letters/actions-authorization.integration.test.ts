import { protest as domain } from '@claims/domain';
import { api, startTestStack, type TestStack } from '../../testing/stack-harness';
import { CALLERS, type Caller } from '../../testing/callers';
import * as actionTable from '../../testing/action-tables';
import {
  brazilianRoute,
  fileProtestLetter,
  inspectionForm,
  inspectionToday,
  letterBody,
} from '../../testing/protest-builders';
import { fileReimbursement, requestBody, shippingRefs } from '../../testing/reimbursement-builders';

/**
 * ARCHITECTURE §5 for every person action of a protest letter: each action is tried by every
 * caller on a letter in a status where it IS legal, so the answer is about who asks, never about
 * when. The actions come from the domain (PROTEST_PERSON_ACTIONS): one without a row here fails.
 */
type Who = Caller;
type PersonActor = Exclude<domain.ProtestActor, 'TIMER'>;
const SIDE: Partial<Record<Who, PersonActor>> = {
  MASTER: 'STAFF',
  CLAIMS: 'STAFF',
  CLAIMS_BUE: 'STAFF',
  CLIENT_MASTER: 'CLIENT_SIDE',
  CLIENT_OPERATOR: 'CLIENT_SIDE',
  CUSTOMS_BROKER_MASTER: 'CLIENT_SIDE',
  CUSTOMS_BROKER_OPERATOR: 'CLIENT_SIDE',
  INSPECTOR: 'INSPECTOR',
};

let inspectorId: string;
let reimbursementId: string;
// Today: the inspector's result is then legal by date too, so only who asks decides.
const schedule = () => ({ inspectorId, ...inspectionToday('BR') });
const result = {
  result: 'POSITIVE',
  observation: 'Avaria confirmada na porta',
  analysisStatement: 'Avaria causada no transporte',
};

type Step = [action: domain.ProtestPersonAction, body: () => object, by: Who];
// Each status along the inspection is the one before it and one more step.
const toRequested: Step[] = [['requestInspection', () => inspectionForm, 'CLIENT_MASTER']];
const toScheduled: Step[] = [...toRequested, ['scheduleInspection', schedule, 'CLAIMS']];
const toConcluded: Step[] = [...toScheduled, ['recordInspectionResult', () => result, 'INSPECTOR']];
/** How to bring a letter to a status, and whether an inspector is assigned to it by then. */
const STATES = {
  REGISTERED: { inspectionRequested: false, steps: [], inspectorAssigned: false },
  AWAITING_INSPECTION_REQUEST: { inspectionRequested: true, steps: [], inspectorAssigned: false },
  INSPECTION_REQUESTED: { inspectionRequested: true, steps: toRequested, inspectorAssigned: false },
  INSPECTION_SCHEDULED: { inspectionRequested: true, steps: toScheduled, inspectorAssigned: true },
  CONCLUDED: { inspectionRequested: true, steps: toConcluded, inspectorAssigned: true },
  UNDER_ANALYSIS: {
    inspectionRequested: true,
    steps: [...toConcluded, ['openAnalysis', () => ({}), 'CLAIMS']],
    inspectorAssigned: true,
  },
} satisfies Partial<
  Record<domain.ProtestStatus, { inspectionRequested: boolean; steps: Step[]; inspectorAssigned: boolean }>
>;
type State = keyof typeof STATES;

/**
 * Who is meant to take each action (ARCHITECTURE §4-5), and a status where it is legal. The
 * statuses are chosen so the inspector is out of reach for some actions and sees the letter
 * (assigned to it) for others.
 */
const ROWS: Record<domain.ProtestPersonAction, { in: State; body: () => object; by: PersonActor[] }> = {
  requestInspection: {
    in: 'AWAITING_INSPECTION_REQUEST',
    body: () => inspectionForm,
    by: ['CLIENT_SIDE', 'STAFF'],
  },
  scheduleInspection: { in: 'INSPECTION_REQUESTED', body: schedule, by: ['STAFF'] },
  recordInspectionResult: { in: 'INSPECTION_SCHEDULED', body: () => result, by: ['INSPECTOR'] },
  cancelInspection: { in: 'INSPECTION_SCHEDULED', body: () => ({ reason: 'Carga liberada' }), by: ['STAFF'] },
  openAnalysis: { in: 'CONCLUDED', body: () => ({}), by: ['STAFF'] },
  concludeAnalysis: {
    in: 'UNDER_ANALYSIS',
    body: () => ({ analysisStatement: 'Avaria procedente' }),
    by: ['STAFF'],
  },
  linkReimbursement: {
    in: 'REGISTERED',
    body: () => ({ reimbursementRequestId: reimbursementId }),
    by: ['STAFF', 'CLIENT_SIDE'],
  },
};

/**
 * The answer each caller gets: 401 without a session; 404 out of reach (another company, an
 * inspector the letter's inspection is not assigned to); 403 for customer service (reads only);
 * 409 for someone who sees the letter but whom the transition does not name (as for an illegal
 * step); 200 for whom it names.
 */
function expected(row: (typeof ROWS)[domain.ProtestPersonAction]): Record<Who, number> {
  return Object.fromEntries(
    actionTable.EVERYONE.map((who) => {
      if (who === 'anonymous') return [who, 401];
      if (who === 'OTHER_COMPANY') return [who, 404];
      if (who === 'INSPECTOR' && !STATES[row.in].inspectorAssigned) return [who, 404];
      if (who === 'CUSTOMER_SERVICE') return [who, 403];
      return [who, row.by.includes(SIDE[who]!) ? 200 : 409];
    }),
  ) as Record<Who, number>;
}

let stack: TestStack;
let headers: Record<Who, Record<string, string>>;
let ports: { embarkation: string; discharge: string };
/** Every case this file filed. */
const built: string[] = [];

const call = (method: string, path: string, body: unknown, h: Record<string, string>) =>
  api(stack.baseUrl, method, path, body, h);
const act = (id: string, action: string, body: object, who: Who) =>
  call('POST', `/api/protest-letters/${id}/actions/${action}`, body, headers[who]);

/** A fresh letter of Alfa, filed by its client and moved to `state` by the right users. */
async function letterIn(state: State): Promise<string> {
  const { inspectionRequested, steps } = STATES[state];
  const letter = await fileProtestLetter(
    stack.baseUrl,
    call,
    headers.CLIENT_MASTER,
    letterBody(ports, { inspectionRequested }),
  );
  built.push(letter.id);
  let status = letter.status;
  for (const [action, body, by] of steps as Step[]) {
    const res = await act(letter.id, action, body(), by);
    if (res.status !== 200)
      throw new Error(`${state}: ${action} answered ${res.status} ${JSON.stringify(res.body)}`);
    status = res.body.status;
  }
  if (status !== state) throw new Error(`${state}: the letter is ${status}`);
  return letter.id;
}

/** Every letter the table needs: one per caller allowed to act, as an allowed call moves it. */
let letters: Map<domain.ProtestPersonAction, Promise<string[]>>;

beforeAll(async () => {
  stack = await startTestStack();
  const db = stack.deps.db;
  headers = await actionTable.everyoneSignedIn(db);
  ports = await brazilianRoute(db);
  inspectorId = (await db('users').where({ email: CALLERS.INSPECTOR }).first('id')).id;
  reimbursementId = (
    await fileReimbursement(stack.baseUrl, call, headers.CLIENT_MASTER, requestBody(await shippingRefs(db)))
  ).id;
  built.push(reimbursementId);
  letters = actionTable.casesBuiltAhead(
    domain.PROTEST_PERSON_ACTIONS,
    (action) => ROWS[action] && expected(ROWS[action]),
    (action) => letterIn(ROWS[action].in),
    6,
  );
});
afterAll(() => actionTable.endOfTable(stack, letters, built));

describe('who may take each protest-letter action (ARCHITECTURE §5)', () => {
  it('has a row for every person action of the domain, naming the actors of its transition', () => {
    expect(Object.keys(ROWS).sort()).toEqual([...domain.PROTEST_PERSON_ACTIONS].sort());
    for (const action of domain.PROTEST_PERSON_ACTIONS)
      expect([action, [...ROWS[action].by].sort()]).toEqual([
        action,
        [...domain.protestTransitions[action].actors].sort(),
      ]);
  });

  it.each(domain.PROTEST_PERSON_ACTIONS)('%s', async (action) => {
    const row = ROWS[action];
    const want = expected(row);
    const ids = await letters.get(action)!;
    const { got, wrong } = await actionTable.triedByEveryone(want, ids, (id, who) =>
      act(id, action, row.body(), who),
    );
    expect(got).toEqual(want);
    // Each refusal is for the reason its status says (a 409 from the case, not a conflict elsewhere).
    expect(wrong).toEqual([]);
  });
});

describe('two people acting at once', () => {
  const log = async (id: string) =>
    (await call('GET', `/api/protest-letters/${id}`, undefined, headers.CLAIMS)).body as {
      status: string;
      log: { action: string }[];
    };

  it('claims cancels the inspection while the inspector records its result: one wins, the other gets 409', async () => {
    // Either order excludes the other: a concluded inspection cannot be cancelled, nor a cancelled one concluded.
    const ids = await Promise.all([1, 2, 3].map(() => letterIn('INSPECTION_SCHEDULED')));
    for (const id of ids) {
      const [cancel, record] = await Promise.all([
        act(id, 'cancelInspection', { reason: 'Carga liberada' }, 'CLAIMS'),
        act(id, 'recordInspectionResult', result, 'INSPECTOR'),
      ]);
      expect([cancel.status, record.status].sort()).toEqual([200, 409]);
      const loser = cancel.status === 409 ? cancel : record;
      expect(loser.body.error.code).toBe('ILLEGAL_TRANSITION');
      const after = await log(id);
      expect(after.status).toBe(cancel.status === 200 ? 'INSPECTION_CANCELLED' : 'CONCLUDED');
      const actions = after.log.map((e) => e.action);
      expect(
        actions.filter((a) => a === 'INSPECTION_CANCELLED' || a === 'INSPECTION_CONCLUDED'),
      ).toHaveLength(1);
    }
  });

  it('one claims user opens the analysis while another requests an inspection: one wins, the other gets 409', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => letterIn('REGISTERED')));
    for (const id of ids) {
      const [open, request] = await Promise.all([
        act(id, 'openAnalysis', {}, 'CLAIMS'),
        act(id, 'requestInspection', inspectionForm, 'CLAIMS_BUE'),
      ]);
      expect([open.status, request.status].sort()).toEqual([200, 409]);
      const after = await log(id);
      expect(after.status).toBe(open.status === 200 ? 'UNDER_ANALYSIS' : 'INSPECTION_REQUESTED');
      expect(after.log).toHaveLength(2);
    }
  });
});
