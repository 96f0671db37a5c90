/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { Console, recordingDataProvider } from '../../../test/component-harness';
import { ReportPage } from './ReportPage';

const summary = {
  id: 'rep-1',
  type: 'OPEN_PROCESSES',
  title: 'Relatório de processos abertos',
  month: null,
  progress: 40,
  error: null,
};
const row = {
  caseId: 'c1',
  process: 'RR-2026-000042',
  created: '2026-11-02T12:00:00.000Z',
  closed: null,
  elapsedDays: 20,
  processStatus: 'Aberto',
  analysisStatus: 'Em análise CLI/SAO',
};

function renderReport(report: Record<string, unknown>) {
  const { provider } = recordingDataProvider();
  const dataProvider = { ...provider, getOne: async () => ({ data: report }) } as DataProvider;
  render(
    <TestMemoryRouter initialEntries={['/reports/rep-1']}>
      <Console role="CLAIMS" dataProvider={dataProvider}>
        <Routes>
          <Route path="/reports/:id" element={<ReportPage />} />
        </Routes>
      </Console>
    </TestMemoryRouter>,
  );
}

describe('the report page', () => {
  it('shows a report still being built, before it has rows, with its downloads held back', async () => {
    // What react-admin caches right after the request: the summary, without rows.
    renderReport({ ...summary, status: 'RUNNING' });
    expect(await screen.findByText('Gerando')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progresso: 40%' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Baixar CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the rows of a finished report under the catalogue headers and offers both files', async () => {
    renderReport({ ...summary, status: 'DONE', progress: 100, rows: [row] });
    expect(await screen.findByText('RR-2026-000042')).toBeTruthy();
    expect(screen.getByText('Tempo decorrido (dias)')).toBeTruthy();
    expect(screen.getByText('Em análise CLI/SAO')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Baixar XLSX' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
