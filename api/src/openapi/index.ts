import Router from '@koa/router';
import { openApiDocumentSchema } from '@claims/contract';
import { buildOpenApiDocument } from './document';
import { renderDocsPage } from './docs-page';
import { registerOperation, registeredOperations } from './registry';

export * from './registry';
export { defineOperation, type Operation } from './operation';
export { parseInput } from './validate-input';
export { buildOpenApiDocument, jsonSchemaOf } from './document';

/** GET /api/openapi.json and its human-readable page GET /api/docs; both public. */
export function openApiRoutes() {
  registerOperation({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document (OpenAPI 3.1)',
    tags: ['docs'],
    public: true,
    responseSchema: openApiDocumentSchema,
  });
  registerOperation({
    method: 'get',
    path: '/api/docs',
    summary: 'The API reference page',
    tags: ['docs'],
    public: true,
  });
  const router = new Router();
  router.get('/api/openapi.json', (ctx) => {
    ctx.body = buildOpenApiDocument();
  });
  router.get('/api/docs', (ctx) => {
    ctx.type = 'html';
    ctx.body = renderDocsPage(registeredOperations());
  });
  return router;
}
