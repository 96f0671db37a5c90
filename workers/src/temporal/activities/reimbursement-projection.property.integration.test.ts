import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import knexFactory, { type Knex } from 'knex';
import { CURRENCY_KEYS, compareMoney, reimbursement } from '@claims/domain';
import { knexConfig } from '@claims/db';
import { reimbursementWorkflowId } from '@claims/workflows';
import { testEnv } from '@claims/domain/testing/test-env';
import { typedNumber } from '../../testing/typed-numbers';
import { createReimbursementActivities } from './reimbursement-projection';

/**
 * Case actions, "parse, don't validate": a payload a person sends (amounts and quotations typed
 * with commas or points) that passes the api's schema for its action is what the workflow hands
 * to this projection, which writes it through the real insert. Nothing accepted may make the
 * activity throw (it would retry forever and hold the case), and what is stored is exactly the
 * schema's output.
 */
let db: Knex;
let requestId: string;
let seq = 0;
beforeAll(async () => {
  db = knexFactory(knexConfig(testEnv().databaseUrl, { max: 2 }));
  const client = await db('users').where({ email: 'client@example.com' }).first('id', 'client_id');
  requestId = randomUUID();
  await db('reimbursement_requests').insert({
    id: requestId,
    reference: `RR-PROP-${requestId.slice(0, 8)}`,
    office: 'BR',
    workflow_id: reimbursementWorkflowId(requestId),
    client_id: client.clientId,
    created_by: client.id,
  });
});
afterAll(() => db?.destroy());

const project = (action: string, toStatus: string, payload: Record<string, unknown>) =>
  createReimbursementActivities({ db }).recordReimbursementTransition({
    requestId,
    seq: ++seq,
    action,
    fromStatus: null,
    toStatus: toStatus as never,
    team: 'CLI_SAO',
    doneBy: null,
    doneAt: new Date().toISOString(),
    payload,
  });

const same = (column: string | null, output: unknown) =>
  output === undefined ? column === null : column !== null && compareMoney(column, String(output)) === 0;

describe('the reimbursement projection writes exactly what the action schemas output', () => {
  it('stores every accepted analysis (amounts, quotation) and never throws', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          result: fc.constantFrom('FULLY_PROCEDENT', 'PARTIALLY_PROCEDENT'),
          currency: fc.constantFrom(...CURRENCY_KEYS),
          reimbursementAmount: typedNumber(15, 2),
          proposedAmount: typedNumber(10, 2),
          partialProposedValue: typedNumber(10, 2),
          salvageOrSale: typedNumber(6, 2),
          quotation: typedNumber(12, 6),
          expectedPaymentDate: fc.constantFrom('2031-01-15', '2030-12-01'),
        }),
        async (typed) => {
          const parsed = reimbursement
            .reimbursementActionInputSchema('recordAnalysis', 'BR')
            .safeParse({ justification: 'Laudo', ...typed });
          if (!parsed.success) return;
          accepted += 1;
          const payload = parsed.data as Record<string, string>;
          await project(typed.result, typed.result, payload);
          const row = await db('reimbursement_analyses')
            .where({ reimbursement_request_id: requestId })
            .orderBy('created_at', 'desc')
            .first();
          expect(same(row.reimbursementAmount, payload.reimbursementAmount)).toBe(true);
          expect(same(row.proposedAmount, payload.proposedAmount)).toBe(true);
          expect(same(row.salvageOrSale, payload.salvageOrSale)).toBe(true);
          expect(same(row.quotation, payload.quotation)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    expect(accepted).toBeGreaterThan(5);
  });

  it('stores every accepted proposal with its BRL equivalent and never throws', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          value: typedNumber(15, 3),
          currency: fc.constantFrom(...CURRENCY_KEYS),
          quotation: typedNumber(12, 6),
        }),
        async (typed) => {
          const parsed = reimbursement
            .reimbursementActionInputSchema('proposeAgreement', 'BR')
            .safeParse(typed);
          if (!parsed.success) return;
          accepted += 1;
          const payload = parsed.data as { value: string; currency: 'BRL'; quotation?: string };
          await project('AGREEMENT_PROPOSAL', 'AWAITING_PROPOSAL_RESPONSE', payload);
          const row = await db('agreement_proposals')
            .where({ reimbursement_request_id: requestId })
            .orderBy('version', 'desc')
            .first();
          expect(same(row.value, payload.value)).toBe(true);
          const { amountBrl } = reimbursement.withBrl(payload.value, payload.currency, payload.quotation);
          expect(same(row.amountBrl, amountBrl ?? undefined)).toBe(true);
        },
      ),
      // Most typed values are refused (a foreign currency's quotation, its decimals, nothing
      // offered): enough runs that the accepted ones are many in every seed.
      { numRuns: 200 },
    );
    expect(accepted).toBeGreaterThan(5);
  });
});
