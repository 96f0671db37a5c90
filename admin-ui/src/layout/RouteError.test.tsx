/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import { Layout } from 'react-admin';
import type { Locale } from '@claims/domain';
import { Console } from '../../test/component-harness';
import { RouteError } from './RouteError';

function BrokenScreen(): never {
  throw new Error('cannot read properties of undefined (reading "totals")');
}

let reports: Record<string, unknown>[];
beforeEach(() => {
  reports = [];
  globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    if (String(url) === '/api/client-errors') reports.push(JSON.parse(String(init?.body)));
    return { ok: true, status: 204, headers: { get: () => 'req-7f3a' } } as unknown as Response;
  }) as typeof fetch;
  // React logs the error it caught; the test is about what the person sees instead.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const renderBroken = (locale: Locale) =>
  render(
    <Console role="CLAIMS" locale={locale}>
      <Layout error={RouteError}>
        <BrokenScreen />
      </Layout>
    </Console>,
  );

describe('a screen that breaks', () => {
  it('says so in Spanish, offers a way back, and reports the error to the api once', async () => {
    renderBroken('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Algo salió mal en esta pantalla' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir al inicio' })).toBeTruthy();
    expect(screen.queryByText(/reading "totals"/)).toBeNull();
    expect(await screen.findByText('Código para soporte: req-7f3a')).toBeTruthy();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      message: 'cannot read properties of undefined (reading "totals")',
      route: '/',
      ui: 'console',
    });
    expect(String(reports[0]!.stack)).toContain('BrokenScreen');
  });

  it('speaks Portuguese by default and still shows its page when the report cannot be sent', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderBroken('pt-BR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo deu errado nesta tela' })).toBeTruthy();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para o início' })).toBeTruthy();
    expect(screen.queryByText(/Código para o suporte/)).toBeNull();
  });
});
