import Router from '@koa/router';
import { requirePermission } from '../../auth/authenticate';
import type { ApiDeps } from '../../deps';
import { parseListQuery, runListQuery, sendList } from '../../list';
import { defineOperation } from '../../openapi';
import { presentDocumentType, type DocumentTypeRow } from './presenter';
import {
  createDocumentTypeSchema,
  documentTypeList,
  documentTypeSchema,
  updateDocumentTypeSchema,
} from './schema';
import {
  createDocumentType,
  deactivateDocumentType,
  documentTypeRows,
  findDocumentType,
  parseDocumentTypeKey,
  updateDocumentType,
} from './service';

const tags = ['document-types'];
const path = '/api/document-types';
const list = {
  sortable: Object.keys(documentTypeList.sortable),
  filters: Object.keys(documentTypeList.filters),
};
const responseSchema = documentTypeSchema;
const ops = {
  list: defineOperation({
    method: 'get',
    path,
    summary: 'List attachment document types',
    tags,
    permission: 'referenceData.read',
    responseSchema,
    list,
  }),
  get: defineOperation({
    method: 'get',
    path: `${path}/:id`,
    summary: 'A document type, by key',
    tags,
    permission: 'referenceData.read',
    responseSchema,
  }),
  create: defineOperation({
    method: 'post',
    path,
    summary: 'Register a document type',
    tags,
    permission: 'referenceData.write',
    requestSchema: createDocumentTypeSchema,
    responseSchema,
    successStatus: 201,
  }),
  update: defineOperation({
    method: 'put',
    path: `${path}/:id`,
    summary: 'Edit the labels or the active flag of a document type',
    tags,
    permission: 'referenceData.write',
    requestSchema: updateDocumentTypeSchema,
    responseSchema,
  }),
  remove: defineOperation({
    method: 'delete',
    path: `${path}/:id`,
    summary: 'Deactivate a document type (files keep it)',
    tags,
    permission: 'referenceData.write',
    responseSchema,
  }),
};

/** /api/document-types: the kinds of attachment a case file may be; ids are keys. */
export function documentTypeRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: path });

  router.get('/', requirePermission(ops.list.permission!), async (ctx) => {
    const query = parseListQuery(ctx.query, documentTypeList);
    const base = documentTypeRows(deps.db, ctx.state.locale);
    const { rows, total } = await runListQuery<DocumentTypeRow>(base, documentTypeList, query);
    sendList(ctx, documentTypeList, query, rows.map(presentDocumentType), total);
  });

  router.get('/:id', requirePermission(ops.get.permission!), async (ctx) => {
    const key = parseDocumentTypeKey(ctx.params.id);
    ctx.body = presentDocumentType(await findDocumentType(deps.db, ctx.state.locale, key));
  });

  router.post('/', requirePermission(ops.create.permission!), async (ctx) => {
    const input = ops.create.parse(ctx);
    ctx.status = 201;
    ctx.body = presentDocumentType(await createDocumentType(deps.db, ctx.state.locale, input));
  });

  router.put('/:id', requirePermission(ops.update.permission!), async (ctx) => {
    const key = parseDocumentTypeKey(ctx.params.id);
    const input = ops.update.parse(ctx);
    ctx.body = presentDocumentType(await updateDocumentType(deps.db, ctx.state.locale, key, input));
  });

  router.delete('/:id', requirePermission(ops.remove.permission!), async (ctx) => {
    const key = parseDocumentTypeKey(ctx.params.id);
    ctx.body = presentDocumentType(await deactivateDocumentType(deps.db, ctx.state.locale, key));
  });

  return router;
}
