import { DEFAULT_LOCALE } from '@claims/domain/i18n/locales';
import { shellText } from '../i18n/shell-texts';

/**
 * The one HTTP client of the portal (SPEC §7): JSON in and out, the Bearer token and the
 * Content-Language of the session on every call. A 401 ends the session wherever it happens.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The api's X-Request-Id of the failed call: the line to look for in its log. */
    readonly requestId?: string,
    /** Facts the api gives to act on (DRAFT_ALREADY_FILED: the case's id and reference). */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

let lastRequestId: string | undefined;

/** The request id of the latest answer, sent with a crash report so it can be tied to the api's log. */
export const latestRequestId = () => lastRequestId;

interface ApiContext {
  token(): string | null;
  locale(): string;
  unauthorized(): void;
  /** The text when the server gives none (network down, a proxy's HTML page). */
  genericError(): string;
}

let context: ApiContext = {
  token: () => null,
  locale: () => DEFAULT_LOCALE,
  unauthorized: () => {},
  genericError: () => shellText(DEFAULT_LOCALE, 'errors.generic'),
};

export function configureApi(next: ApiContext) {
  context = next;
}

export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const token = context.token();
  return {
    Accept: 'application/json',
    'Content-Language': context.locale(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
}

/** Turns a failed response into an ApiError with the server's localized message. */
export function toApiError(status: number, body: unknown, requestId?: string): ApiError {
  if (status === 401) context.unauthorized();
  const error = (
    body as {
      error?: {
        code?: string;
        message?: string;
        fields?: Record<string, string>;
        details?: Record<string, string>;
      };
    }
  )?.error;
  return new ApiError(
    status,
    error?.code ?? 'GENERIC',
    error?.message ?? context.genericError(),
    error?.fields,
    requestId,
    error?.details,
  );
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: apiHeaders(body === undefined ? headers : { 'Content-Type': 'application/json', ...headers }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', context.genericError());
  }
  lastRequestId = res.headers.get('X-Request-Id') ?? lastRequestId;
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's HTML error page: no JSON body, the generic text applies.
  }
  if (!res.ok) throw toApiError(res.status, parsed, res.headers.get('X-Request-Id') ?? undefined);
  return { data: parsed as T, headers: res.headers };
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path).then((r) => r.data),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>('POST', path, body ?? {}, headers).then((r) => r.data),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body).then((r) => r.data),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body).then((r) => r.data),
  delete: (path: string) => request<void>('DELETE', path).then(() => undefined),
};

/** A case command (ARCHITECTURE §6): retried safely because the key names the intent once. */
export function runCaseAction<T>(
  kind: 'reimbursements' | 'protest-letters',
  id: string,
  action: string,
  body = {},
) {
  return api.post<T>(`/api/${kind}/${id}/actions/${action}`, body, {
    'Idempotency-Key': crypto.randomUUID(),
  });
}
