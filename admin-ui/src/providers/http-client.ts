import { HttpError, fetchUtils } from 'react-admin';
import type { Refusal } from '@claims/ui-kit/auth';
import { saveBlob } from '@claims/ui-kit/save-blob';
import { session } from './session';

/** Where the api lives: the console is served by it, so the same origin. */
export const API_URL = '/api';

/** The headers every call carries: the Bearer token and the language of the answer's messages. */
export function apiHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Language': session.language(),
    ...extra,
  });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/**
 * The api's errors (`{ error: { code, message, fields } }`, message already in the request's
 * language) as react-admin's HttpError: the message is what the toast shows, `body.errors` the
 * per-field messages a form puts under its inputs.
 */
export function toHttpError(status: number, body: unknown, fallback: string): HttpError {
  const error = (body as ApiErrorBody | undefined)?.error;
  return new HttpError(error?.message ?? fallback, status, {
    code: error?.code,
    errors: error?.fields ?? {},
  });
}

/**
 * What a failed call says, for the screens ui-kit drives: an HttpError's status, code, field
 * messages and message; any other failure's message.
 */
export function readRefusal(err: unknown): Refusal {
  if (err instanceof HttpError)
    return { status: err.status, code: err.body?.code, fields: err.body?.errors, message: err.message };
  return { message: err instanceof Error ? err.message : undefined };
}

/** The api's id of the last answer: a crash report names it, so the log ties the two together. */
let latestRequestId: string | undefined;
export const lastRequestId = () => latestRequestId;

/** JSON in and out, as ra-data-simple-rest expects of its httpClient. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = apiHeaders();
  new Headers(options.headers as HeadersInit | undefined).forEach((value, key) => headers.set(key, value));
  if (options.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  try {
    const response = await fetchUtils.fetchJson(url, { ...options, headers });
    latestRequestId = response.headers.get('X-Request-Id') ?? latestRequestId;
    return response;
  } catch (err) {
    if (err instanceof HttpError) throw toHttpError(err.status, err.body, err.message);
    throw err;
  }
}

/** A file the api answers (attachments, report downloads), as a Blob the browser can show. */
export async function fetchBlob(path: string): Promise<Blob> {
  const res = await fetch(`${API_URL}${path}`, { headers: apiHeaders({ Accept: '*/*' }) });
  if (!res.ok) throw toHttpError(res.status, await res.json().catch(() => undefined), res.statusText);
  return res.blob();
}

/**
 * A file the api answers, handed to the browser as a download under `filename`: fetched with the
 * session's Bearer token, which a plain link would go without.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  saveBlob(await fetchBlob(path), filename);
}
