import { caseFileSchema } from '@claims/contract';
import { registerOperation } from '../openapi/registry';

/** How each kind of case words its file routes in the OpenAPI document. */
export interface CaseFileSummaries {
  upload: string;
  download: string;
  remove: string;
}

/**
 * The OpenAPI entries of caseFileRoutes under a kind's base path: the routes are the same for
 * both kinds, so are their permission and answers; only the wording is the kind's.
 */
export function registerCaseFileOperations(base: string, tags: string[], summaries: CaseFileSummaries): void {
  registerOperation({
    method: 'post',
    path: `${base}/:id/files`,
    summary: summaries.upload,
    tags,
    permission: 'cases.read',
    successStatus: 201,
    responseSchema: caseFileSchema,
  });
  registerOperation({
    method: 'get',
    path: `${base}/:id/files/:fileId`,
    summary: summaries.download,
    tags,
    permission: 'cases.read',
  });
  registerOperation({
    method: 'delete',
    path: `${base}/:id/files/:fileId`,
    summary: summaries.remove,
    tags,
    // As the route checks it (file-routes.ts); who may remove which file is the case-file policy's.
    permission: 'cases.read',
    successStatus: 204,
  });
}
