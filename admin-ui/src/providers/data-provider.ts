import simpleRestProvider from 'ra-data-simple-rest';
import type {
  DataProvider,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import type {
  CaseFileResponse,
  CaseMessage,
  NotificationResponse,
  ProtestLetterDetail,
  ReadAll,
  ReimbursementDetail,
  ReimbursementTimeline,
} from '@claims/contract';
import { canAccess } from './access';
import { API_URL, apiHeaders, httpClient, toHttpError } from './http-client';
import { session } from './session';

/** The api answers at most this many rows a page (api/src/list MAX_PAGE_SIZE). */
export const API_PAGE_SIZE = 100;
/** How many rows an export gathers, a page at a time. */
export const EXPORT_LIMIT = 5_000;

export type CaseResource = 'reimbursements' | 'protest-letters';

export type { CaseMessage };
/** GET /api/reimbursements/:id/timeline */
export type CaseTimeline = ReimbursementTimeline;
/** What a command answers: the case as its detail reads it. */
export type CaseDetail<R extends CaseResource> = R extends 'reimbursements'
  ? ReimbursementDetail
  : ProtestLetterDetail;

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

/**
 * A whole record, as react-admin's edit form saves it, reduced to what changed: the api's PUTs
 * take any subset of their fields and refuse unknown ones, so read-only fields (id, createdAt,
 * names joined for display) must not travel back.
 */
export function changedFields(data: Record<string, unknown>, previous?: Record<string, unknown>) {
  const READ_ONLY = new Set(['id', 'createdAt', 'updatedAt']);
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) =>
        !READ_ONLY.has(key) && (!previous || JSON.stringify(value) !== JSON.stringify(previous[key])),
    ),
  );
}

/**
 * ra-data-simple-rest against `/api`, plus what the case screens need beyond CRUD: commands
 * (Workflow Updates), the conversation and the timeline of a case.
 */
/** Whether the signed-in role may read a resource (the same matrix as react-admin's canAccess). */
const mayRead = (resource: string) => canAccess(session.role(), resource, 'read');

export function createDataProvider() {
  const base = simpleRestProvider(API_URL, httpClient);

  // An export (or any caller) asking for more than a page gets it a page at a time.
  async function getList(resource: string, params: GetListParams) {
    // A list the role may not read is never asked of the api (which would refuse it, 403): a
    // screen typed into the address bar shows react-admin's access-denied page with no failed
    // request, and a reference to such records shows nothing.
    if (!mayRead(resource)) return { data: [], total: 0 };
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    if (perPage <= API_PAGE_SIZE) return base.getList(resource, params);
    const wanted = Math.min(perPage, EXPORT_LIMIT);
    const start = (page - 1) * perPage;
    const data: RaRecord[] = [];
    let total = 0;
    for (let offset = start; data.length < wanted; offset += API_PAGE_SIZE) {
      const chunk = await base.getList(resource, {
        ...params,
        pagination: { page: offset / API_PAGE_SIZE + 1, perPage: API_PAGE_SIZE },
      });
      data.push(...chunk.data);
      total = chunk.total ?? data.length;
      if (chunk.data.length < API_PAGE_SIZE || offset + API_PAGE_SIZE >= total) break;
    }
    return { data: data.slice(0, wanted), total };
  }

  return {
    ...base,
    getList,
    getMany: (resource: string, params: GetManyParams) =>
      mayRead(resource) ? base.getMany(resource, params) : Promise.resolve({ data: [] }),
    getManyReference: (resource: string, params: GetManyReferenceParams) =>
      mayRead(resource) ? base.getManyReference(resource, params) : Promise.resolve({ data: [], total: 0 }),
    update: (resource: string, params: UpdateParams) =>
      base.update(resource, { ...params, data: changedFields(params.data, params.previousData) }),

    /** POST /api/<cases>/:id/actions/<action>; the key makes a retried click act once. */
    async caseAction<R extends CaseResource>(
      resource: R,
      id: Identifier,
      action: string,
      payload: Record<string, unknown>,
      idempotencyKey: string,
    ) {
      const res = await httpClient(`${API_URL}/${resource}/${id}/actions/${action}`, {
        ...json(payload),
        headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
      });
      return { data: res.json as CaseDetail<R> };
    },
    /** POST /api/<cases>/:id/files (multipart): the case's new attachment, as the api answers it. */
    async uploadCaseFile(
      resource: CaseResource,
      id: Identifier,
      file: File,
      documentType: string,
    ): Promise<CaseFileResponse> {
      const form = new FormData();
      form.append('documentType', documentType);
      form.append('file', file, file.name);
      // No Content-Type of our own: the browser writes the multipart boundary into it.
      const res = await fetch(`${API_URL}/${resource}/${id}/files`, {
        method: 'POST',
        headers: apiHeaders(),
        body: form,
      });
      const body = await res.json().catch(() => undefined);
      if (!res.ok) throw toHttpError(res.status, body, res.statusText);
      return body as CaseFileResponse;
    },
    async caseMessages(resource: CaseResource, id: Identifier): Promise<CaseMessage[]> {
      return (await httpClient(`${API_URL}/${resource}/${id}/messages`)).json as CaseMessage[];
    },
    /** POST /api/<cases>/:id/messages, under the message's Idempotency-Key: a retry writes it once. */
    async postCaseMessage(
      resource: CaseResource,
      id: Identifier,
      text: string,
      idempotencyKey: string,
    ): Promise<CaseMessage> {
      const res = await httpClient(`${API_URL}/${resource}/${id}/messages`, {
        ...json({ text }),
        headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
      });
      return res.json as CaseMessage;
    },
    async caseTimeline(id: Identifier): Promise<CaseTimeline> {
      return (await httpClient(`${API_URL}/reimbursements/${id}/timeline`)).json as CaseTimeline;
    },
    async markNotificationRead(id: string): Promise<NotificationResponse> {
      return (await httpClient(`${API_URL}/notifications/${id}/read`, json({}))).json as NotificationResponse;
    },
    async markAllNotificationsRead(): Promise<ReadAll> {
      return (await httpClient(`${API_URL}/notifications/read-all`, json({}))).json as ReadAll;
    },
  } satisfies DataProvider;
}

export type ConsoleDataProvider = ReturnType<typeof createDataProvider>;
