import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@claims/domain/i18n/locales';
import { translate } from '@claims/domain/i18n/translate';
import { createQueryClient } from '../api/query-client';
import { ToastContext, type ToastKind } from '../feedback/ToastContext';
import { I18nContext, capitalize, type I18n } from '../i18n/I18nContext';

/** The catalogue's texts in `locale`, as Root provides them once the catalogue has loaded. */
function textsIn(locale: Locale): I18n {
  return {
    locale,
    t: (key, params) => translate(locale, key, params),
    label: (key) => capitalize(translate(locale, key)),
    setLocale: () => {},
  };
}

/**
 * A component rendered alone, with the catalogue's pt-BR texts (`render(ui, { wrapper: WithTexts })`):
 * outside Root the portal has only the shell's texts, the catalogue being a chunk Root loads.
 */
export function WithTexts({ children }: { children: ReactNode }) {
  return <I18nContext.Provider value={textsIn('pt-BR')}>{children}</I18nContext.Provider>;
}

export interface ShownToast {
  kind: ToastKind;
  text: string;
  title?: string;
}

/** What another screen shows in a component test: the one visited before (`before`). */
export const ELSEWHERE = 'another screen';

/**
 * A screen of the portal rendered for a component test: in `locale`, at `path` (matched by
 * `route`, so the screen reads its params), with the toasts it shows recorded. `before` is an
 * address of another screen visited first, where the history's Back leads out of this one.
 * Each screen starts with an empty cache, and a failed read fails at once (no retries).
 */
export function renderScreen(
  screen: ReactElement,
  {
    locale = 'pt-BR',
    path = '/',
    route = '*',
    before,
  }: { locale?: Locale; path?: string; route?: string; before?: string } = {},
) {
  const toasts: ShownToast[] = [];
  const queryClient = createQueryClient({ retry: false });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nContext.Provider value={textsIn(locale)}>
        <ToastContext.Provider
          value={{ show: (kind, text, title) => toasts.push({ kind, text, title }), clear: () => {} }}
        >
          <MemoryRouter initialEntries={before ? [before, path] : [path]} initialIndex={before ? 1 : 0}>
            <Routes>
              <Route path={route} element={screen} />
              {route !== '*' && <Route path="*" element={<p>{ELSEWHERE}</p>} />}
            </Routes>
          </MemoryRouter>
        </ToastContext.Provider>
      </I18nContext.Provider>
    </QueryClientProvider>,
  );
  return { toasts, queryClient };
}

export interface ApiCall {
  method: string;
  path: string;
  /** The query string, decoded ("?filter={...}"). */
  query: string;
  body: unknown;
  /** The headers sent (an Idempotency-Key, the language). */
  headers: Record<string, string>;
}

type Reply = [status: number, body: unknown, headers?: Record<string, string>] | undefined;
/**
 * An answer of the fake api: status, JSON body and any headers (a list's Content-Range); none for
 * a call the test did not expect (404).
 * A promise holds the answer back, as a slow api would.
 */
export type Answer = (call: ApiCall) => Reply | Promise<Reply>;

/** The 422 the api answers for a refused body: one message per field path, in the request's language. */
export const refusal = (fields: Record<string, string>): [number, unknown] => [
  422,
  { error: { code: 'VALIDATION_FAILED', message: 'Dados inválidos', fields } },
];

/**
 * The api the screen talks to, answered by `answer` (jsdom has no fetch): answers the calls made,
 * in order, to read what the screen sent.
 */
export function fakeApi(answer: Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: decodeURIComponent(url.search),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const [status, body, headers = {}] = (await answer(call)) ?? [
      404,
      { error: { code: 'NOT_FOUND', message: 'not found' } },
    ];
    const named = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      ok: status < 400,
      status,
      headers: { get: (name: string) => named.get(name.toLowerCase()) ?? null },
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}
