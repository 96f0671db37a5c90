import { stackForFile } from '../testing/stack-harness';
import { CALLERS, callsAsForFile } from '../testing/callers';

/**
 * Inputs the schema-driven fuzz (./openapi-fuzz) once answered with a 500, pinned here so they
 * stay 4xx whatever seed the fuzz draws next.
 */
const run = stackForFile();
const client = callsAsForFile(run, CALLERS.CLIENT_MASTER, 'en');
const { call } = client;

describe('hostile input found by the fuzz', () => {
  it('answers a JSON body with a __proto__ key (prototype poisoning) with 400 INVALID_JSON', async () => {
    const res = await fetch(`${run.stack.baseUrl}/api/reimbursements/drafts`, {
      method: 'POST',
      headers: { ...client.headers, 'Content-Type': 'application/json' },
      body: '{"__proto__":{"isAdmin":true},"data":{}}',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'INVALID_JSON', message: expect.any(String) });
  });

  it.each(['/api/reimbursements', '/api/protest-letters'])(
    'answers %s?filter=null and a filter that is a list with 400 INVALID_LIST_QUERY',
    async (path) => {
      for (const filter of ['null', '[1]', '"q"']) {
        const res = await call('GET', `${path}?filter=${encodeURIComponent(filter)}`);
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('INVALID_LIST_QUERY');
      }
    },
  );

  it('answers a filing whose body is a list, not an object, with 422', async () => {
    const res = await call('POST', '/api/reimbursements', []);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a NUL character in a body or a query with 422 naming the field, at login too', async () => {
    const login = await call(
      'POST',
      '/api/auth/login',
      { email: '\u0000', password: 're' },
      {
        'Content-Language': 'es',
      },
    );
    expect(login.status).toBe(422);
    expect(login.body.error.fields).toEqual({ email: 'El campo email contiene un carácter no válido (NUL)' });
    const draft = await call('POST', '/api/reimbursements/drafts', { data: { bl: 'BL\u00001' } });
    expect(draft.status).toBe(422);
    expect(draft.body.error.fields).toEqual({
      'data.bl': 'The data.bl field contains an invalid character (NUL)',
    });
    const list = await call('GET', `/api/reimbursements?q=${encodeURIComponent('a\u0000')}`);
    expect(list.status).toBe(400);
    expect(list.body.error).toEqual({
      code: 'INVALID_LIST_QUERY',
      message: 'The list parameter q is malformed.',
    });
  });
});
