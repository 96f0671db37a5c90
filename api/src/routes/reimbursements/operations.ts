import { z } from 'zod';
import { reimbursement as domain } from '@claims/domain';
import {
  carrierNoticeSchema,
  caseHistorySchema,
  fileReimbursementSchema,
  reimbursementActionSchemas,
  reimbursementDetailSchema,
  reimbursementDraftBodySchema,
  reimbursementDraftDetailSchema,
  reimbursementDraftSchema,
  reimbursementSummarySchema,
  reimbursementTimelineSchema,
} from '@claims/contract';
import { registerCaseFileOperations } from '../../case-commands';
import { registerOperation } from '../../openapi/registry';
import { documentedList } from '../../list';
import { requestExtraFilters, requestListSpec } from './list';

/** The OpenAPI entries of this resource, with the very schemas the routes validate with. */
export function registerReimbursementOperations() {
  const tags = ['reimbursements'];
  registerOperation({
    method: 'get',
    path: '/api/reimbursements',
    summary: 'Reimbursement requests (simple-rest list)',
    tags,
    permission: 'cases.read',
    list: documentedList(requestListSpec, requestExtraFilters),
    responseSchema: reimbursementSummarySchema,
  });
  registerOperation({
    method: 'post',
    path: '/api/reimbursements',
    summary: 'File a reimbursement request, validated whole (starts its workflow)',
    tags,
    permission: 'cases.create',
    successStatus: 201,
    // For a `clientId` outside the caller's companies, as for a case they cannot see.
    alsoAnswers: [404],
    requestSchema: fileReimbursementSchema,
    responseSchema: reimbursementDetailSchema,
  });
  registerOperation({
    method: 'post',
    path: '/api/reimbursements/drafts',
    summary: 'Save a draft (starts no workflow)',
    tags,
    permission: 'cases.create',
    successStatus: 201,
    // For a `clientId` outside the caller's companies, as for a case they cannot see.
    alsoAnswers: [404],
    requestSchema: reimbursementDraftBodySchema,
    responseSchema: reimbursementDraftDetailSchema,
  });
  registerOperation({
    method: 'put',
    path: '/api/reimbursements/drafts/:id',
    summary: 'Update a draft',
    tags,
    permission: 'cases.create',
    requestSchema: reimbursementDraftBodySchema,
    responseSchema: reimbursementDraftDetailSchema,
  });
  registerOperation({
    method: 'post',
    path: '/api/reimbursements/drafts/:id/submit',
    summary: 'Submit a draft: validated whole, starts its workflow',
    tags,
    permission: 'cases.create',
    successStatus: 201,
    responseSchema: reimbursementDetailSchema,
  });
  registerOperation({
    method: 'get',
    path: '/api/reimbursements/carrier-notice',
    summary:
      'The carrier and e-mail of the notice: shipments with this carrier (and long-course ones) go by e-mail',
    tags,
    permission: 'cases.create',
    responseSchema: carrierNoticeSchema,
  });
  registerOperation({
    method: 'get',
    path: '/api/reimbursements/drafts',
    summary: 'My drafts',
    tags,
    permission: 'cases.create',
    responseSchema: z.array(reimbursementDraftSchema),
  });
  registerOperation({
    method: 'get',
    path: '/api/reimbursements/drafts/:id',
    summary: 'A draft of mine',
    tags,
    permission: 'cases.create',
    responseSchema: reimbursementDraftDetailSchema,
  });
  registerOperation({
    method: 'delete',
    path: '/api/reimbursements/drafts/:id',
    summary: 'Delete a draft',
    tags,
    permission: 'cases.create',
    successStatus: 204,
  });
  registerCaseFileOperations('/api/reimbursements', tags, {
    upload: 'Attach a document (multipart: file, documentType)',
    download: 'Download an attachment',
    remove: 'Remove a file: from a draft of one’s own, or its uploader’s from a request still open (logged)',
  });
  for (const [path, summary, permission, responseSchema] of [
    [
      '/api/reimbursements/:id',
      'A request with items, totals, attachments, proposals and log',
      'cases.read',
      reimbursementDetailSchema,
    ],
    [
      '/api/reimbursements/:id/timeline',
      'Business events in order and the next deadline',
      'cases.read',
      reimbursementTimelineSchema,
    ],
    ['/api/reimbursements/:id/history', "The workflow's event history", 'cases.history', caseHistorySchema],
  ] as const)
    registerOperation({ method: 'get', path, summary, tags, permission, responseSchema });
  for (const action of domain.PERSON_ACTIONS) {
    registerOperation({
      method: 'post',
      path: `/api/reimbursements/:id/actions/${action}`,
      summary: `Case command ${action} (a Workflow Update; 409 when illegal in the current status)`,
      tags,
      permission: 'cases.read',
      requestSchema: reimbursementActionSchemas[action] as z.ZodType,
      responseSchema: reimbursementDetailSchema,
    });
  }
}
