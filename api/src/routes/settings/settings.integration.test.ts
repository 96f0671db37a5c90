import { api, stackForFile } from '../../testing/stack-harness';
import { signedIn } from '../../testing/tokens';

const run = stackForFile();
let master: Record<string, string>;
let claims: Record<string, string>;
const DAY = 86_400_000;
const call = (method: string, path: string, body?: unknown, headers = master) =>
  api(run.stack.baseUrl, method, path, body, headers);

beforeAll(async () => {
  master = await signedIn(run.stack.deps.db, 'master@example.com');
  claims = await signedIn(run.stack.deps.db, 'claims@example.com');
});

/**
 * The settings table is shared with the other test files running beside this one: each change
 * below is put back, row by row, before the test ends.
 */
async function restoringSettings(change: () => Promise<void>) {
  const before: { key: string; value: unknown }[] = await run.stack.deps
    .db('settings')
    .select('key', 'value');
  try {
    await change();
  } finally {
    await run.stack.deps.db.transaction(async (trx) => {
      await trx('settings')
        .whereNotIn(
          'key',
          before.map((r) => r.key),
        )
        .del();
      for (const row of before)
        await trx('settings')
          .where({ key: row.key })
          .update({ value: JSON.stringify(row.value) });
    });
  }
}

describe('/api/settings', () => {
  it("answers every office's effective rules: the legal notice periods and the default timers", async () => {
    const res = await call('GET', '/api/settings');
    expect(res.status).toBe(200);
    expect(res.body.offices.AR.protestTimers.inspectionRequestExpiryMs).toBeGreaterThan(0);
    expect(Object.keys(res.body.offices).sort()).toEqual(['AR', 'BR', 'PY', 'UY']);
    expect(res.body.carrierNotice.email).toMatch(/@/);
    expect(res.body.authorityLimit).toMatch(/^\d+(\.\d+)?$/);
  });

  it('changes one office and the general rules, keeps the rest, and writes who did it in the audit log', async () => {
    await restoringSettings(async () => {
      const was = (await call('GET', '/api/settings')).body;
      const res = await call('PUT', '/api/settings', {
        authorityLimit: '35000.00',
        offices: { UY: { noticeDays: 5, reimbursementTimers: { proposalExpiryMs: 21 * DAY } } },
      });
      expect(res.status).toBe(200);
      expect(res.body.authorityLimit).toBe('35000.00');
      expect(res.body.offices.UY.noticeDays).toBe(5);
      expect(res.body.offices.UY.reimbursementTimers.proposalExpiryMs).toBe(21 * DAY);
      expect(res.body.offices.UY.reimbursementTimers.slaMs).toBe(was.offices.UY.reimbursementTimers.slaMs);
      expect(res.body.offices.AR).toEqual(was.offices.AR);

      // Where the readers look: filing (protest.notice.UY) and the workflows (reimbursement.timers.UY).
      const stored = await run.stack.deps
        .db('settings')
        .whereIn('key', ['protest.notice.UY', 'reimbursement.timers.UY']);
      expect(Object.fromEntries(stored.map((r) => [r.key, r.value]))).toMatchObject({
        'protest.notice.UY': { noticeDays: 5 },
        'reimbursement.timers.UY': { proposalExpiryMs: 21 * DAY },
      });

      const audit = await call(
        'GET',
        `/api/audit-log?filter=${encodeURIComponent('{"action":"settings.update"}')}`,
      );
      expect(audit.status).toBe(200);
      const [entry] = audit.body;
      expect(entry).toMatchObject({
        action: 'settings.update',
        entity: 'settings',
        actorName: expect.any(String),
      });
      expect(entry.changes['protest.notice.UY'].after).toEqual({ noticeDays: 5 });
      expect(entry.changes['reimbursement.authorityLimit'].after).toEqual({ limit: '35000.00' });
      expect(audit.headers.get('content-range')).toMatch(/^audit-log 0-\d+\/\d+$/);
    });
  });

  it('refuses wrong values with localized 422s and unknown fields', async () => {
    const res = await call(
      'PUT',
      '/api/settings',
      { offices: { BR: { noticeDays: -1 } }, carrierNotice: { carrier: 'X', email: 'not an address' } },
      { ...master, 'Content-Language': 'en' },
    );
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      'carrierNotice.email',
      'offices.BR.noticeDays',
    ]);
    expect(res.body.error.fields['carrierNotice.email']).toBe('Invalid e-mail');
    expect((await call('PUT', '/api/settings', { offices: { BR: { timers: {} } } })).status).toBe(422);
    expect((await call('PUT', '/api/settings', { offices: { XX: {} } })).status).toBe(422);
    const zero = await call('PUT', '/api/settings', {
      offices: { BR: { protestTimers: { inspectorReminderBeforeMs: 0 } } },
    });
    expect(zero.status).toBe(422);
  });

  it('is for masters only', async () => {
    expect((await call('GET', '/api/settings', undefined, claims)).status).toBe(403);
    expect((await call('PUT', '/api/settings', { authorityLimit: '1.00' }, claims)).status).toBe(403);
    expect((await call('GET', '/api/audit-log', undefined, claims)).status).toBe(403);
  });
});
