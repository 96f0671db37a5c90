import { api, stackForFile } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { shippingRefs } from '@claims/api/testing/reimbursement-builders';
import { seedDemoReimbursements } from './demo-reimbursements';

const run = stackForFile();

describe('demo reimbursement requests (npm start on a new database)', () => {
  it('files requests of both demo companies through the api, across statuses and currencies', async () => {
    const db = run.stack.deps.db;
    const tokens = {
      client: await signedIn(db, 'client@example.com'),
      otherClient: await signedIn(db, 'other.client@example.com'),
      claims: await signedIn(db, 'claims@example.com'),
    };
    const ids = await seedDemoReimbursements(run.stack.baseUrl, tokens, await shippingRefs(db));
    expect(ids).toHaveLength(8);
    const rows = await db('reimbursement_requests as r')
      .join('clients as c', 'c.id', 'r.client_id')
      .whereIn('r.id', ids)
      .where('r.draft', false)
      .select('r.id', 'r.analysis_status', 'r.team', 'c.name');
    expect(rows.map((r) => r.analysisStatus).sort()).toEqual(
      [
        'UNDER_ANALYSIS_CLI_SAO',
        'UNDER_ANALYSIS_BUE',
        'UNDER_ANALYSIS_CLI_SSZ',
        'AWAITING_DOCS_CLIENT',
        'AWAITING_PROPOSAL_RESPONSE',
        'PAYMENT_SCHEDULED',
        'PROCESS_CLOSED',
        'IMPROCEDENT',
      ].sort(),
    );
    expect(new Set(rows.map((r) => r.name))).toEqual(
      new Set(['Exportadora Alfa Ltda', 'Beta Comércio S.A.']),
    );
    const currencies = await db('reimbursement_faults')
      .whereIn(
        'reimbursement_request_id',
        rows.map((r) => r.id),
      )
      .distinct('currency')
      .pluck('currency');
    expect(currencies.sort()).toEqual(['ARS', 'BRL', 'USD']);
    // Beta reaches its own requests and not Alfa's.
    for (const r of rows) {
      const seen = await api(
        run.stack.baseUrl,
        'GET',
        `/api/reimbursements/${r.id}`,
        undefined,
        tokens.otherClient,
      );
      expect([r.name, seen.status]).toEqual([r.name, r.name === 'Beta Comércio S.A.' ? 200 : 404]);
    }
  });
});
