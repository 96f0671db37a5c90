import type { HttpMethod } from './registry';

/**
 * Statuses operations answer beyond what their definition implies (issue 17: the document must
 * list every status an operation can answer; the fuzz fails on one it does not), grouped by what
 * the route does, with the error codes that produce them.
 */
const RULES: { path: RegExp; methods: readonly HttpMethod[]; statuses: readonly number[] }[] = [
  // ILLEGAL_TRANSITION (the workflow's validator), IDEMPOTENCY_CONFLICT, REQUEST_IN_PROGRESS.
  { path: /\/actions\/[^/]+$/, methods: ['post'], statuses: [409] },
  // Filing: CARRIER_NOTICE and missing documents are 422; a filing in progress conflicts.
  { path: /^\/api\/(reimbursements|protest-letters)$/, methods: ['post'], statuses: [409] },
  { path: /^\/api\/reimbursements\/drafts\/:id\/submit$/, methods: ['post'], statuses: [409, 422] },
  // The offered request: no offer (ILLEGAL_TRANSITION), or a long-course voyage (CARRIER_NOTICE).
  { path: /\/reimbursement-draft$/, methods: ['post'], statuses: [409, 422] },
  // DRAFT_ALREADY_FILED: the draft is a filed case now (the wizard's address reloaded).
  { path: /\/drafts\/:id$/, methods: ['get', 'put', 'delete'], statuses: [409] },
  // Wrong password or unknown account; the login and reset throttles (Retry-After).
  { path: /^\/api\/auth\/login$/, methods: ['post'], statuses: [401, 429] },
  {
    path: /^\/api\/auth\/(forgot-password|create-password|invitations)/,
    methods: ['post', 'get'],
    statuses: [410, 429],
  },
  // DUPLICATE_EMAIL, DUPLICATE_CODE, DUPLICATE_TAX_ID, CLIENT_IN_USE, CUSTOMS_BROKER_IN_USE,
  // CANNOT_DELETE_SELF.
  {
    path: /^\/api\/(users|clients|customs-brokers|ports|vessels|sinister-causes|document-types)(\/:id)?$/,
    methods: ['post', 'put', 'patch', 'delete'],
    statuses: [409],
  },
  // REPORT_NOT_READY.
  { path: /^\/api\/reports\/:id\/download$/, methods: ['get'], statuses: [409] },
  // FILE_REMOVAL_CLOSED, FILE_NOT_YOURS.
  { path: /\/files\/:fileId$/, methods: ['delete'], statuses: [403, 409] },
];

export function extraStatuses(method: HttpMethod, path: string): number[] {
  return RULES.filter((r) => r.methods.includes(method) && r.path.test(path)).flatMap((r) => [...r.statuses]);
}

/** A multipart upload route: `POST .../:id/files` (field `file`, and `documentType`). */
export const isUpload = (method: HttpMethod, path: string) => method === 'post' && /\/:id\/files$/.test(path);

/** What an upload route accepts, for the document (multer reads it; the content is sniffed). */
export const uploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file', 'documentType'],
        properties: {
          file: {
            type: 'string',
            contentMediaType: 'application/octet-stream',
            description:
              'One file, at most UPLOAD_MAX_BYTES; PDF, images, office documents, checked by content',
          },
          documentType: { type: 'string', description: 'A document type key (GET /api/document-types)' },
        },
      },
    },
  },
};
