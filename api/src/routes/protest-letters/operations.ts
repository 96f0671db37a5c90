import { z } from 'zod';
import {
  caseHistorySchema,
  fileProtestLetterSchema,
  offeredReimbursementDraftSchema,
  protestLetterActionSchemas,
  protestLetterDetailSchema,
  protestLetterDraftDetailSchema,
  protestLetterDraftSchema,
  protestLetterFilesSchema,
  protestLetterSummarySchema,
} from '@claims/contract';
import { registerCaseFileOperations } from '../../case-commands';
import { documentedList } from '../../list';
import { registerOperation } from '../../openapi';
import { letterExtraFilters, letterListSpec } from './list';

const BASE = '/api/protest-letters';
const tags = ['protest-letters'];

/** The protest letter routes in the OpenAPI document, with the schemas the routes validate with. */
export function registerProtestLetterOperations(): void {
  registerOperation({
    method: 'get',
    path: BASE,
    summary: 'List protest letters the caller may see',
    tags,
    permission: 'cases.read',
    list: documentedList(letterListSpec, letterExtraFilters),
    responseSchema: protestLetterSummarySchema,
  });
  registerOperation({
    method: 'post',
    path: BASE,
    summary: 'File a protest letter from a draft with its mandatory files; starts its workflow',
    tags,
    permission: 'cases.create',
    requestSchema: fileProtestLetterSchema,
    responseSchema: protestLetterDetailSchema,
    successStatus: 201,
    // For a `clientId` outside the caller's companies, as for a case they cannot see.
    alsoAnswers: [404],
  });
  registerOperation({
    method: 'get',
    path: `${BASE}/:id`,
    summary: 'A protest letter with containers, inspection, files and log',
    tags,
    permission: 'cases.read',
    responseSchema: protestLetterDetailSchema,
  });
  for (const [action, schema] of Object.entries(protestLetterActionSchemas)) {
    registerOperation({
      method: 'post',
      path: `${BASE}/:id/actions/${action}`,
      summary: `Case command ${action} (Workflow Update; Idempotency-Key header makes a retry act once)`,
      tags,
      permission: 'cases.read',
      requestSchema: schema as z.ZodType,
      responseSchema: protestLetterDetailSchema,
    });
  }
  registerOperation({
    method: 'get',
    path: `${BASE}/:id/history`,
    summary: "The letter's Temporal event history, readable",
    tags,
    permission: 'cases.history',
    responseSchema: caseHistorySchema,
  });
  registerCaseFileOperations(BASE, tags, {
    upload: 'Upload a file (multipart: documentType, file); type checked by content',
    download: 'Download a file',
    remove: "Remove a file: from a draft of one's own, or its uploader's from a letter still open (logged)",
  });
  registerOperation({
    method: 'get',
    path: `${BASE}/:id/files`,
    summary: "The letter's files",
    tags,
    permission: 'cases.read',
    responseSchema: protestLetterFilesSchema,
  });
  registerOperation({
    method: 'get',
    path: `${BASE}/drafts`,
    summary: "The caller's drafts",
    tags,
    permission: 'cases.create',
    responseSchema: z.array(protestLetterDraftSchema),
  });
  registerOperation({
    method: 'post',
    path: `${BASE}/drafts`,
    summary: 'Save a draft (starts no workflow)',
    tags,
    permission: 'cases.create',
    successStatus: 201,
    responseSchema: protestLetterDraftDetailSchema,
    // For a `clientId` outside the caller's companies, as for a case they cannot see.
    alsoAnswers: [404],
  });
  registerOperation({
    method: 'get',
    path: `${BASE}/drafts/:id`,
    summary: 'Resume a draft',
    tags,
    permission: 'cases.create',
    responseSchema: protestLetterDraftDetailSchema,
  });
  registerOperation({
    method: 'put',
    path: `${BASE}/drafts/:id`,
    summary: 'Replace a draft',
    tags,
    permission: 'cases.create',
    responseSchema: protestLetterDraftDetailSchema,
  });
  registerOperation({
    method: 'delete',
    path: `${BASE}/drafts/:id`,
    summary: 'Delete a draft',
    tags,
    permission: 'cases.create',
    successStatus: 204,
  });
  registerOperation({
    method: 'post',
    path: `${BASE}/:id/reimbursement-draft`,
    summary: 'Take the reimbursement request offered after a POSITIVE inspection as a pre-filled draft',
    tags,
    permission: 'cases.create',
    successStatus: 201,
    responseSchema: offeredReimbursementDraftSchema,
  });
}
