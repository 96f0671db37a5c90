import { api, stackForFile } from '../../testing/stack-harness';
import { bearer, issueToken } from '../../testing/tokens';

/**
 * Reference data and settings with numbers typed as people write them: an authority limit of
 * "20000,00" or "20.000,00" is 20000.00, "20.000" a 422 naming the field in the request's
 * language, and no malformed value is ever a 5xx. Vessels and ports take codes and tax ids normalized likewise.
 */
const run = stackForFile();
let master: Record<string, string>;
beforeAll(async () => {
  master = bearer(await issueToken(run.stack.deps.db, 'master@example.com'));
});

const call = (method: string, path: string, body: unknown, extra: Record<string, string> = {}) =>
  api(run.stack.baseUrl, method, path, body, { ...master, ...extra });

describe('authority limits typed with a decimal comma', () => {
  it('reads a user’s "20000,5" and "20.000,5" as 20000.50 and refuses "20.000.00" in Spanish', async () => {
    const body = {
      name: 'Graciela',
      lastName: 'Núñez',
      email: 'graciela.nunez@example.com',
      role: 'CLAIMS',
      team: 'BUE',
      authorityCurrency: 'ARS',
    };
    const malformed = await call(
      'POST',
      '/api/users',
      { ...body, authorityLimit: '20.000.00' },
      { 'Content-Language': 'es' },
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields.authorityLimit).toContain('con coma decimal, como 1250,50 o 1.250,50');
    const created = await call('POST', '/api/users', { ...body, authorityLimit: '20000,5' });
    expect(created.status).toBe(201);
    expect(created.body.authorityLimit).toBe('20000.50');
    const grouped = await call('PUT', `/api/users/${created.body.id}`, { authorityLimit: '20.000,5' });
    expect(grouped.status).toBe(200);
    expect(grouped.body.authorityLimit).toBe('20000.50');
    const edited = await call(
      'PUT',
      `/api/users/${created.body.id}`,
      { authorityLimit: '1.500' },
      { 'Content-Language': 'es' },
    );
    expect(edited.status).toBe(422);
    expect(edited.body.error.fields.authorityLimit).toContain('"1.500" puede ser 1500 o 1,5');
  });

  it('reads the default limit in the settings the same way, and never answers 5xx', async () => {
    const was = (await call('GET', '/api/settings', undefined)).body.authorityLimit as string;
    try {
      const res = await call('PUT', '/api/settings', { authorityLimit: '35000,00' });
      expect(res.status).toBe(200);
      expect(res.body.authorityLimit).toBe('35000.00');
      for (const value of [
        '35.000.00',
        '18.650',
        'abc',
        '-1',
        '1e3',
        '',
        '9'.repeat(40),
        12.5,
        null,
        [],
        {},
      ]) {
        const refused = await call('PUT', '/api/settings', { authorityLimit: value });
        expect([value, refused.status]).toEqual([value, refused.status === 400 ? 400 : 422]);
      }
    } finally {
      await call('PUT', '/api/settings', { authorityLimit: was });
    }
  });
});
