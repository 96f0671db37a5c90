import { stackForFile } from '../testing/stack-harness';
import { mountedRoutes } from '../testing/routes';
import { createApp } from '../app';

type OperationObject = { responses: Record<string, { content?: unknown }> };

const run = stackForFile();

describe('the OpenAPI document and the docs page', () => {
  it('describes every route the api mounts, so no operation goes undocumented', async () => {
    const doc = await (await fetch(`${run.stack.baseUrl}/api/openapi.json`)).json();
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    // A generic `/actions/:action` route is documented as one operation per action.
    const hasActions = (route: string) =>
      [...documented].some((d) => d.startsWith(route.replace(/:action$/, '')));
    const undocumented = mountedRoutes(createApp(run.stack.deps)).filter(
      (route) => !documented.has(route) && !(route.endsWith('/actions/:action') && hasActions(route)),
    );
    expect(undocumented).toEqual([]);
  });

  it('describes every resource from the schemas that validate its requests', async () => {
    const res = await fetch(`${run.stack.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const resource of [
      'users',
      'clients',
      'customs-brokers',
      'ports',
      'vessels',
      'sinister-causes',
      'document-types',
    ]) {
      expect(Object.keys(doc.paths[`/api/${resource}`])).toEqual(expect.arrayContaining(['get', 'post']));
      expect(Object.keys(doc.paths[`/api/${resource}/{id}`])).toEqual(
        expect.arrayContaining(['get', 'put', 'delete']),
      );
    }
    expect(doc.paths['/api/health'].get).toBeDefined();
    expect(doc.paths['/api/reimbursements'].post).toBeDefined();
    const createPort = doc.paths['/api/ports'].post;
    const schema = createPort.requestBody.content['application/json'].schema;
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'code', 'city', 'country']));
    expect(createPort.responses['201']).toBeDefined();
    expect(doc.paths['/api/ports'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['sort', 'range', 'filter']),
    );
    const userResponse = doc.paths['/api/users/{id}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(userResponse.properties)).not.toContain('passwordHash');
  });

  it('shows the body of every answer that is JSON, health and the document itself included', async () => {
    const doc = await (await fetch(`${run.stack.baseUrl}/api/openapi.json`)).json();
    const withoutBody = Object.entries(doc.paths as Record<string, Record<string, OperationObject>>)
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => {
          const [status, success] = Object.entries(op.responses).find(([code]) => code.startsWith('2'))!;
          return success.content ? undefined : `${method.toUpperCase()} ${path} ${status}`;
        }),
      )
      .filter((entry) => entry !== undefined && !/ 20[24]$/.test(entry));
    // What is left answers HTML, a file or an event stream, never JSON.
    expect(withoutBody.sort()).toEqual([
      'GET /api/docs 200',
      'GET /api/notifications/stream 200',
      'GET /api/protest-letters/{id}/files/{fileId} 200',
      'GET /api/reimbursements/{id}/files/{fileId} 200',
      'GET /api/reports/{id}/download 200',
    ]);
    const health = await (await fetch(`${run.stack.baseUrl}/api/health`)).json();
    const healthSchema = doc.paths['/api/health'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(healthSchema.properties)).toEqual(Object.keys(health));
  });

  it('serves a readable page without inline script', async () => {
    const res = await fetch(`${run.stack.baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('/api/customs-brokers/:id');
    expect(html).not.toMatch(/<script/i);
  });
});
