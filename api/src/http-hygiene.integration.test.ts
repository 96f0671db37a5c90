import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { isErrorCode } from '@claims/domain';
import { api, stackForFile } from './testing/stack-harness';
import { signedIn } from './testing/tokens';
import { errorHandler } from './middlewares/error-handler';
import { requestContext } from './middlewares/request-context';

const PORTAL = 'https://portal.example.com';
const run = stackForFile({
  settings: { CORS_ORIGINS: `${PORTAL}, https://admin.example.com`, BODY_LIMIT: '4kb' },
});
let master: Record<string, string>;
let client: Record<string, string>;

beforeAll(async () => {
  master = await signedIn(run.stack.deps.db, 'master@example.com');
  client = await signedIn(run.stack.deps.db, 'client@example.com');
});

/** A raw request: the body exactly as given, with the given headers and nothing else. */
async function raw(method: string, path: string, body: string | undefined, headers: Record<string, string>) {
  const res = await fetch(`${run.stack.baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: text.startsWith('{') ? JSON.parse(text) : undefined,
  };
}
/** Whether a port with this code was created (other test files add ports of their own meanwhile). */
const portExists = async (code: string) =>
  (await run.stack.deps.db('ports').where({ code }).first()) !== undefined;

describe('security headers', () => {
  it.each(['/api/health', '/api/auth/me', '/api/no-such-thing', '/'])('are on %s', async (path) => {
    const res = await raw('GET', path, undefined, {});
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(res.headers.get('x-frame-options') ?? csp.match(/frame-ancestors [^;]+/)?.[0]).toBeTruthy();
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('CORS', () => {
  it('answers a configured origin, exposing Content-Range', async () => {
    const preflight = await raw('OPTIONS', '/api/ports', undefined, {
      Origin: PORTAL,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'Content-Type, Authorization',
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const list = await raw('GET', '/api/ports', undefined, { Origin: PORTAL, ...master });
    expect(list.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(list.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
  });

  it('gives any other origin nothing to read the answer with', async () => {
    for (const origin of [
      'https://evil.example.com',
      'null',
      `${PORTAL}.evil.com`,
      'http://portal.example.com',
    ]) {
      const preflight = await raw('OPTIONS', '/api/ports', undefined, {
        Origin: origin,
        'Access-Control-Request-Method': 'DELETE',
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const list = await raw('GET', '/api/ports', undefined, { Origin: origin, ...master });
      expect(list.headers.get('access-control-allow-origin')).toBeNull();
      expect(list.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('request bodies', () => {
  const json = { 'Content-Type': 'application/json' };

  it('answers a body over BODY_LIMIT with 413 in the caller’s language', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(8 * 1024), code: 'BRBIG', city: 'Big', country: 'BR' });
    const pt = await raw('POST', '/api/ports', big, { ...json, ...master });
    expect(pt.status).toBe(413);
    expect(pt.json.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'O conteúdo enviado excede o tamanho máximo permitido.',
    });
    const en = await raw('POST', '/api/ports', big, { ...json, ...master, 'Content-Language': 'en' });
    expect(en.json.error.message).toBe('The content sent exceeds the maximum size allowed.');
    expect(await portExists('BRBIG')).toBe(false);
  });

  it('answers broken JSON with 400 INVALID_JSON, localized', async () => {
    for (const body of ['{"name": "x",', '{name: 1}', 'nul', '{"a":1}}']) {
      const res = await raw('POST', '/api/ports', body, { ...json, ...master, 'Content-Language': 'es' });
      expect([res.status, res.json?.error]).toEqual([
        400,
        { code: 'INVALID_JSON', message: 'El cuerpo de la solicitud no es un JSON válido.' },
      ]);
    }
  });

  it('refuses a body that is not JSON on a JSON route with 415, localized, and changes nothing', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await raw('POST', '/api/ports', 'name=x&code=BRXML', { 'Content-Type': type, ...master });
      expect(res.status).toBe(415);
      expect(res.json.error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Tipo de conteúdo não suportado: envie JSON (application/json).',
      });
    }
    expect(await portExists('BRXML')).toBe(false);
  });

  it('names each invalid field in the caller’s language, on every route', async () => {
    const pt = await api(
      run.stack.baseUrl,
      'POST',
      '/api/ports',
      { code: 42, city: 'Santos', country: 'BR' },
      master,
    );
    expect(pt.status).toBe(422);
    expect(pt.body.error.fields).toEqual({
      name: 'O campo nome é obrigatório',
      code: 'O campo código está em formato inválido',
    });
    const en = await api(
      run.stack.baseUrl,
      'POST',
      '/api/ports',
      {},
      { ...master, 'Content-Language': 'en' },
    );
    expect(en.body.error.fields.name).toBe('The name field is required');
    // Routes validated by parseBody (auth, reimbursements) name fields the same way.
    const reimbursement = await api(
      run.stack.baseUrl,
      'POST',
      '/api/reimbursements',
      { office: 'XX' },
      { ...client, 'Content-Language': 'es' },
    );
    expect(reimbursement.status).toBe(422);
    expect(reimbursement.body.error.fields.office).toBe('El valor de oficina no es una opción válida');
    const login = await api(run.stack.baseUrl, 'POST', '/api/auth/login', { email: 'a@b.c' });
    expect(login.body.error.fields).toEqual({ password: 'O campo senha é obrigatório' });
  });
});

describe('bad input never reaches the database as a 500', () => {
  const lists = [
    'ports',
    'vessels',
    'sinister-causes',
    'document-types',
    'users',
    'clients',
    'customs-brokers',
  ];
  const queries = [
    'sort=garbage',
    'sort=["__proto__","ASC"]',
    'sort=["constructor","ASC"]',
    'sort=["name","SIDEWAYS"]',
    'sort=["name;drop table ports","ASC"]',
    'range=[-1,5]',
    'range=[0,100000000]',
    'range=[5,1]',
    'range=["a","b"]',
    'range=[1e400,1e401]',
    'filter=[]',
    'filter={"id":"not-a-uuid"}',
    'filter={"q":{"$ne":1}}',
    'filter={"q":"%_\\\\\'"}',
    'filter={"nope":1}',
    'filter={"toString":1}',
    'sort=a&sort=b',
  ];

  it.each(lists)(
    'GET /api/%s answers 400 with a catalogue code to any malformed list query',
    async (resource) => {
      for (const query of queries) {
        const res = await raw('GET', `/api/${resource}?${encodeURI(query)}`, undefined, {
          ...master,
          'Content-Language': 'en',
        });
        if (query.startsWith('filter={"q"')) {
          expect([query, res.status]).toEqual([query, query.includes('$ne') ? 400 : 200]);
          continue;
        }
        expect([query, res.status]).toEqual([query, 400]);
        expect(isErrorCode(res.json.error.code)).toBe(true);
        expect(res.json.error.message).not.toMatch(/select|postgres|\bat\b.*\.ts/i);
      }
    },
  );

  it('answers malformed ids with 404 and wrong types with 422', async () => {
    for (const id of ['1', 'not-a-uuid', "' or 1=1 --", '00000000-0000-0000-0000-00000000000g', '%00']) {
      for (const path of ['/api/ports', '/api/users', '/api/clients', '/api/reimbursements']) {
        const res = await raw('GET', `${path}/${encodeURIComponent(id)}`, undefined, master);
        expect([path, id, res.status]).toEqual([path, id, 404]);
      }
    }
    // JSON that is not an object or array is not a request body at all (strict parsing): 400.
    const bodies: [unknown, number][] = [
      [[], 422],
      ['text', 400],
      [42, 400],
      [null, 400],
      [{ name: ['x'] }, 422],
      [{ __proto__: { admin: true } }, 422],
      [{ name: { $gt: '' } }, 422],
    ];
    for (const [body, status] of bodies) {
      const res = await api(run.stack.baseUrl, 'POST', '/api/ports', body, master);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
      expect(res.body.error.code).toBe(status === 400 ? 'INVALID_JSON' : 'VALIDATION_FAILED');
    }
  });

  it('answers an unknown /api path with a localized JSON 404, and an unknown method with 405', async () => {
    const res = await raw('GET', '/api/no-such-thing', undefined, { 'Content-Language': 'en' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(res.json.error).toEqual({ code: 'NOT_FOUND', message: 'Address not found.' });
    const method = await raw('PATCH', '/api/ports', undefined, master);
    expect(method.status).toBe(405);
    expect(method.json.error.code).toBe('METHOD_NOT_ALLOWED');
  });
});

/** A request with any method (fetch refuses TRACE and CONNECT), answered as status, headers and JSON. */
function anyMethod(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; allow?: string; json?: { error: { code: string; message: string } } }>(
    (resolve, reject) => {
      const url = new URL(path, run.stack.baseUrl);
      const req = http.request(
        { host: url.hostname, port: url.port, path: url.pathname, method, headers },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              allow: res.headers.allow,
              json: text.startsWith('{') ? JSON.parse(text) : undefined,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('undeclared methods (issue 17)', () => {
  it.each(['TRACE', 'QUERY', 'PROPFIND', 'PATCH'])(
    'answer %s on a declared path with a localized 405 and Allow',
    async (method) => {
      const res = await anyMethod(method, '/api/ports', { ...master, 'Content-Language': 'es' });
      expect(res.status).toBe(405);
      expect(res.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
      expect(res.json?.error.code).toBe('METHOD_NOT_ALLOWED');
      expect(res.json?.error.message).not.toMatch(/not allowed/i);
    },
  );

  it('answer 404, not 501, on a path nothing declares', async () => {
    const res = await anyMethod('TRACE', '/api/no-such-thing', master);
    expect(res.status).toBe(404);
    expect(res.json?.error.code).toBe('NOT_FOUND');
  });

  it.each(['TRACE', 'DELETE', 'POST'])(
    'answer %s on the UIs with 405 and Allow: GET, HEAD',
    async (method) => {
      for (const path of ['/', '/admin/']) {
        const res = await anyMethod(method, path);
        expect([path, res.status, res.allow]).toEqual([path, 405, 'GET, HEAD']);
      }
    },
  );
});

describe('the OpenAPI document describes what the api accepts and answers (issue 17)', () => {
  it('an empty list parameter is the default, as documented', async () => {
    const doc = (await raw('GET', '/api/openapi.json', undefined, {})).json;
    const filter = doc.paths['/api/ports'].get.parameters.find((p: { name: string }) => p.name === 'filter');
    expect(filter.description).toMatch(/Empty or absent: the default/);
    const res = await raw('GET', '/api/ports?filter=&sort=&range=', undefined, master);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toMatch(/^ports 0-\d+\/\d+$/);
  });

  it('documents 409 on case actions, 429 on login, 503 everywhere, and the multipart body of uploads', async () => {
    const doc = (await raw('GET', '/api/openapi.json', undefined, {})).json;
    expect(
      Object.keys(doc.paths['/api/reimbursements/{id}/actions/acceptProposal'].post.responses),
    ).toContain('409');
    expect(Object.keys(doc.paths['/api/auth/login'].post.responses)).toEqual(
      expect.arrayContaining(['401', '429']),
    );
    for (const operations of Object.values(doc.paths) as Record<string, { responses: object }>[])
      for (const op of Object.values(operations)) expect(Object.keys(op.responses)).toContain('503');
    const upload = doc.paths['/api/reimbursements/{id}/files'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual([
      'file',
      'documentType',
    ]);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '413', '415', '422']));
  });
});

describe('an unexpected error', () => {
  it('answers 500 with the catalogue text only: no stack, no SQL, no hostnames', async () => {
    const app = new Koa();
    app.use(requestContext(pino({ level: 'silent' })));
    app.use(errorHandler());
    app.use(() => {
      const err = new Error(
        'insert into "users" ("email") values ($1) - duplicate key value violates unique constraint "users_pkey" at db.internal:5432',
      ) as Error & { code: string; detail: string };
      err.code = '23505';
      err.detail = 'Key (email)=(a@b.c) already exists.';
      throw err;
    });
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/users`, {
        headers: { 'Content-Language': 'es' },
      });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        error: { code: 'INTERNAL', message: 'Error interno del servidor' },
      });
      expect(text).not.toMatch(/insert|users_pkey|5432|\.ts:|at /);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
