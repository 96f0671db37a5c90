/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ListParams } from '../api/list';
import { DataTable, type Column } from './DataTable';

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

/** Lets the load promises settle under fake timers. */
const settle = () => act(async () => {});

describe('the table', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches 250 ms after the last keystroke, from page 1', async () => {
    const load = jest.fn(async (p: ListParams) => ({ rows: rows(10), total: 95, params: p }));
    render(<DataTable caption="Lista" columns={columns} load={load} />);
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
    render(<DataTable caption="Lista" columns={columns} load={load} />);
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
    render(<DataTable caption="Lista" columns={columns} load={async () => ({ rows: rows(3), total: 3 })} />);
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
    const { unmount } = render(
      <DataTable caption="Lista" columns={columns} load={async () => ({ rows: [], total: 0 })} />,
    );
    await settle();
    expect(screen.getByText('Nenhum registro encontrado')).toBeTruthy();
    unmount();
    render(<DataTable caption="Lista" columns={columns} load={() => Promise.reject(new Error('down'))} />);
    await settle();
    expect(screen.getByText('Não foi possível carregar os dados.')).toBeTruthy();
  });
});
