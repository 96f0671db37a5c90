/** @jest-environment jsdom */
import type { ReactElement } from 'react';
import { act, fireEvent, render as renderAlone, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ListPage, ListParams } from '../api/list';
import { createQueryClient } from '../api/query-client';
import { listKey, pathKey } from '../api/query-keys';
import { DataTable, type Column } from './DataTable';
import { WithTexts } from '../testing/render-screen';

// Alone, outside Root: the catalogue's texts come from the test.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: WithTexts });

interface Row {
  id: string;
  reference: string;
}

const columns: Column<Row>[] = [
  { field: 'reference', label: 'Processo', sortable: true, render: (r) => r.reference },
];

function rows(count: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({ id: String(i), reference: `RR-${i}` }));
}

/** The table with an empty cache of its own, as a screen gets it from the portal's root. */
function renderTable(load: (params: ListParams) => Promise<ListPage<Row>>) {
  const queryClient = createQueryClient({ retry: false });
  const shown = render(
    <QueryClientProvider client={queryClient}>
      <DataTable caption="Lista" columns={columns} queryKey={listKey('/api/reimbursements')} load={load} />
    </QueryClientProvider>,
  );
  return { ...shown, queryClient };
}

/** Lets the load promises settle under fake timers, and the cache tell the table (on a 0 ms timer). */
const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });

describe('the table', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches 250 ms after the last keystroke, from page 1', async () => {
    const load = jest.fn(async (p: ListParams) => ({ rows: rows(10), total: 95, params: p }));
    renderTable(load);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await settle();
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 }));
    const calls = load.mock.calls.length;
    const search = screen.getByPlaceholderText('Buscar...');
    fireEvent.change(search, { target: { value: 'RR' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: 'RR-1' } });
    act(() => jest.advanceTimersByTime(249));
    await settle();
    expect(load.mock.calls.length).toBe(calls);
    act(() => jest.advanceTimersByTime(1));
    await settle();
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, filter: { q: 'RR-1' } }));
  });

  it('sorting cycles ascending, descending, and goes back to page 1', async () => {
    const load = jest.fn(async () => ({ rows: rows(10), total: 95 }));
    renderTable(load);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Processo/ }));
    await settle();
    expect(load).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, sort: [{ field: 'reference', order: 'ASC' }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Processo/ }));
    await settle();
    expect(load).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: [{ field: 'reference', order: 'DESC' }] }),
    );
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('descending');
  });

  it('offers "N por página" and hides the pagination with a single page', async () => {
    renderTable(async () => ({ rows: rows(3), total: 3 }));
    await settle();
    expect(screen.getByRole('option', { name: '10 por página' })).toBeTruthy();
    // SPEC §9: 5, 6 and 10 rows, 10 by default.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '5 por página',
      '6 por página',
      '10 por página',
    ]);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('10');
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });

  it('says so when there is nothing, and when the load failed', async () => {
    const { unmount } = renderTable(async () => ({ rows: [], total: 0 }));
    await settle();
    expect(screen.getByText('Nenhum registro encontrado')).toBeTruthy();
    unmount();
    renderTable(() => Promise.reject(new Error('down')));
    await settle();
    expect(screen.getByText('Não foi possível carregar os dados.')).toBeTruthy();
  });

  it('reads its page again when its resource changed elsewhere, keeping the rows on screen meanwhile', async () => {
    let reference = 'RR-1';
    let answer = () => Promise.resolve({ rows: [{ id: '1', reference }], total: 1 });
    const { queryClient } = renderTable(() => answer());
    await settle();
    let release = () => {};
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve({ rows: [{ id: '1', reference }], total: 1 });
      });
    reference = 'RR-1 (atualizado)';
    // A command on one request invalidates every read about requests: the list's page among them.
    void queryClient.invalidateQueries({ queryKey: pathKey('/api/reimbursements') });
    await settle();
    expect(screen.getByText('RR-1')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
    await settle();
    expect(screen.getByText('RR-1 (atualizado)')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
  });
});
