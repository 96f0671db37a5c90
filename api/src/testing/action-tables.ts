import type { Knex } from 'knex';
import { CALLERS, type Caller } from './callers';
import type { TestStack } from './stack-harness';
import { signedIn } from './tokens';

/**
 * What the "who may take each action" tables of protest letters and reimbursements share: every
 * caller signed in, cases built ahead a few at a time, each action tried by everyone.
 */

export const EVERYONE = Object.keys(CALLERS) as Caller[];

/** The error code each refusal carries: a 409 comes from the case, not from a conflict elsewhere. */
export const REFUSAL_CODE: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'CASE_NOT_FOUND',
  409: 'ILLEGAL_TRANSITION',
};

/** Headers of a session of every caller ({} for anonymous). */
export async function everyoneSignedIn(db: Knex): Promise<Record<Caller, Record<string, string>>> {
  const headers = {} as Record<Caller, Record<string, string>>;
  for (const who of EVERYONE) {
    const email = CALLERS[who];
    headers[who] = email ? await signedIn(db, email) : {};
  }
  return headers;
}

/** The callers an action's table lets act: those it expects a 200 for. */
const allowedBy = (want: Record<Caller, number>) => EVERYONE.filter((who) => want[who] === 200);

/**
 * The cases each action's test needs, one per caller allowed to act (an allowed call moves its
 * case), built at the start at most `atOnce` at a time, so each test mostly finds its cases ready.
 * An action without a row (`expected` undefined) gets none.
 */
export function casesBuiltAhead<A extends string>(
  actions: readonly A[],
  expected: (action: A) => Record<Caller, number> | undefined,
  build: (action: A) => Promise<string>,
  atOnce: number,
): Map<A, Promise<string[]>> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const limited = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (running >= atOnce) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await fn();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
  const cases = new Map<A, Promise<string[]>>();
  for (const action of actions) {
    const want = expected(action);
    if (!want) continue;
    const ids = Promise.all(allowedBy(want).map(() => limited(() => build(action))));
    ids.catch(() => undefined); // reported by the test that awaits it
    cases.set(action, ids);
  }
  return cases;
}

/**
 * Tries one action as every caller: the refusals first, all at once, on the first case (its
 * allowed call then shows they changed nothing), then each allowed caller on a case of its own.
 * Answers the status each caller got, and what was wrong beside it: a refusal with another code
 * than its status says, an allowed call that failed.
 */
export async function triedByEveryone(
  want: Record<Caller, number>,
  ids: string[],
  act: (id: string, who: Caller) => Promise<{ status: number; body: any }>, // eslint-disable-line @typescript-eslint/no-explicit-any
): Promise<{ got: Record<Caller, number>; wrong: string[] }> {
  const got = {} as Record<Caller, number>;
  const wrong: string[] = [];
  await Promise.all(
    EVERYONE.filter((who) => want[who] !== 200).map(async (who) => {
      const res = await act(ids[0]!, who);
      got[who] = res.status;
      if (res.body?.error?.code !== REFUSAL_CODE[res.status])
        wrong.push(`${who}: ${res.status} ${res.body?.error?.code}`);
    }),
  );
  await Promise.all(
    allowedBy(want).map(async (who, i) => {
      const res = await act(ids[i]!, who);
      got[who] = res.status;
      if (res.status !== 200) wrong.push(`${who}: ${res.status} ${JSON.stringify(res.body)}`);
    }),
  );
  return { got, wrong };
}

/**
 * The end of a table's file: the builders finish first, whatever the tests did; the notices of the
 * cases it built are marked delivered (nobody reads them, and a jobs worker of another test file
 * relaying the shared outbox must not meet them); then the stack stops.
 */
export async function endOfTable<A extends string>(
  stack: TestStack | undefined,
  cases: Map<A, Promise<string[]>> | undefined,
  built: string[],
): Promise<void> {
  await Promise.allSettled(cases?.values() ?? []);
  if (!stack) return;
  const { db } = stack.deps;
  await db('outbox')
    .whereNull('enqueued_at')
    .whereRaw("payload->>'caseId' = any(?)", [built])
    .update({ enqueued_at: db.fn.now(), delivered_at: db.fn.now() });
  await stack.stop();
}
