import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import Router from '@koa/router';
import { z } from 'zod';
import { errorHandler } from '../middlewares/error-handler';
import { defineOperation } from './operation';
import { checkResponses } from './response-check';

const portLike = z.strictObject({ id: z.uuid(), name: z.string() });
const id = '8b7f8a5e-4c1b-4d0e-9f36-0f2a4a6e1c11';

// Routes of this test only, so the real document is untouched by what they declare.
defineOperation({
  method: 'get',
  path: '/test/check/good',
  summary: 't',
  tags: ['t'],
  responseSchema: portLike,
});
defineOperation({
  method: 'get',
  path: '/test/check/:id',
  summary: 't',
  tags: ['t'],
  responseSchema: portLike,
});
defineOperation({
  method: 'get',
  path: '/test/check',
  summary: 't',
  tags: ['t'],
  responseSchema: portLike,
  list: { sortable: [], filters: [] },
});
defineOperation({
  method: 'post',
  path: '/test/check/:id/actions/rename',
  summary: 't',
  tags: ['t'],
  responseSchema: portLike,
});

let server: Server;
let base: string;
beforeAll(async () => {
  const app = new Koa();
  app.use(errorHandler());
  app.use(checkResponses());
  const router = new Router({ prefix: '/test/check' });
  router.get('/good', (ctx) => void (ctx.body = { id, name: 'Santos' }));
  // A presenter that forgot a field, and one that leaks a column the contract does not show.
  router.get(
    '/:id',
    (ctx) =>
      void (ctx.body = ctx.params.id === 'missing' ? { id } : { id, name: 'Santos', passwordHash: 'x' }),
  );
  router.get(
    '/',
    (ctx) =>
      void (ctx.body = [
        { id, name: 'Santos' },
        { id, name: 7 },
      ]),
  );
  router.post('/:id/actions/:action', (ctx) => void (ctx.body = { id: 'not-a-uuid', name: 'Santos' }));
  app.use(router.routes());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/test/check`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('answers checked against their response schema (development and test)', () => {
  it('lets an answer that matches through unchanged', async () => {
    const res = await fetch(`${base}/good`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, name: 'Santos' });
  });

  it.each([
    ['a missing field', '/missing'],
    ['a field the contract does not show', '/leaky'],
    ['a list with one bad row', ''],
  ])('turns %s into a 500, so the test making the call fails', async (_what, path) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(500);
    expect((await res.json()).error.code).toBe('INTERNAL');
  });

  it('checks a command by the entry of the action it names', async () => {
    const res = await fetch(`${base}/x/actions/rename`, { method: 'POST' });
    expect(res.status).toBe(500);
  });
});
