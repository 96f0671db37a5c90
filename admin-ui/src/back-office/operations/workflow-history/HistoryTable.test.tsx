/**
 * @jest-environment jsdom
 */
import '../../../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import type { Locale } from '@claims/domain';
import { Console } from '../../../../test/component-harness';
import { HistoryTable } from './HistoryTable';
import { historyRows } from './history-rows';

const rows = historyRows([
  {
    id: 1,
    type: 'WORKFLOW_EXECUTION_STARTED',
    time: '2026-11-20T12:00:00.000Z',
    workflowType: 'reimbursementRequestWorkflow',
  },
  { id: 3, type: 'MARKER_RECORDED', time: null, marker: 'core_patch', patch: 'local-projection' },
  { id: 5, type: 'ACTIVITY_TASK_SCHEDULED', time: null, activity: 'recordReimbursementTransition' },
  { id: 6, type: 'ACTIVITY_TASK_STARTED', time: null, attempt: 2, scheduledEventId: 5 },
  { id: 8, type: 'TIMER_STARTED', time: null, timerId: '2', firesAfterSeconds: 30 * 86_400 },
  { id: 11, type: 'TIMER_FIRED', time: null, timerId: '2' },
  {
    id: 12,
    type: 'WORKFLOW_EXECUTION_UPDATE_ACCEPTED',
    time: null,
    update: 'creationRecorded',
    updateId: 'c',
  },
  {
    id: 13,
    type: 'MARKER_RECORDED',
    time: '2026-11-20T23:28:43.000Z',
    marker: 'core_local_activity',
    activity: 'recordReimbursementTransition',
    caseEvent: 'REQUEST_CREATED',
  },
  {
    id: 20,
    type: 'WORKFLOW_EXECUTION_UPDATE_ACCEPTED',
    time: null,
    update: 'transferResponsibility',
    updateId: 't',
  },
  {
    id: 30,
    type: 'MARKER_RECORDED',
    time: null,
    marker: 'core_local_activity',
    activity: 'recordReimbursementTransition',
    caseEvent: 'SLA_BREACHED',
  },
  { id: 31, type: 'WORKFLOW_EXECUTION_SIGNALED', time: null, signal: 'debtNoteDue' },
  // A task of a worker newer than this console.
  { id: 40, type: 'ACTIVITY_TASK_SCHEDULED', time: null, activity: 'sendCourierLabel' },
  { id: 41, type: 'ACTIVITY_TASK_FAILED', time: null, scheduledEventId: 40, failure: 'SMTP refused' },
]);

const renderIn = (locale: Locale) =>
  render(
    <Console role="MASTER" locale={locale}>
      <HistoryTable rows={rows} />
    </Console>,
  );

/** No line's text is a name from the code (camelCase) or Temporal's word for the case. */
function expectNoTechnicalText() {
  const lines = screen.getAllByRole('row').slice(1);
  expect(lines).toHaveLength(rows.length);
  const texts = lines.map((line) => line.lastElementChild?.textContent ?? '');
  expect(texts.filter((text) => /[a-z][A-Z]/.test(text) || /workflow/i.test(text))).toEqual([]);
}

describe('the workflow history table', () => {
  it('reads each event as a sentence in Portuguese, with timer durations in words and retries called out', async () => {
    renderIn('pt-BR');
    expect(await screen.findByText('Solicitação de ressarcimento aberta')).toBeTruthy();
    expect(screen.getByText('Versão do fluxo registrada')).toBeTruthy();
    expect(screen.getByText('Atualização do andamento da solicitação agendada')).toBeTruthy();
    expect(screen.getByText('Atualização do andamento da solicitação executada na tentativa 2')).toBeTruthy();
    expect(screen.getByText('Prazo marcado para daqui a 30 dias')).toBeTruthy();
    expect(screen.getByText('Prazo atingido')).toBeTruthy();
    expect(screen.getAllByText('Prazo', { exact: true })).toHaveLength(2);
    // In the case's words, not Temporal's ("Comando creationRecorded aceito").
    expect(screen.getByText('Pedido recebido: Solicitação criada')).toBeTruthy();
    expect(screen.getByText('Solicitação criada')).toBeTruthy();
    expect(screen.getByText('Pedido recebido: Transferir responsabilidade')).toBeTruthy();
    expect(screen.getByText('Prazo do SLA vencido')).toBeTruthy();
    expect(screen.getByText('Aviso recebido: Nota de débito vencida')).toBeTruthy();
    expect(screen.getByText('Tarefa do sistema agendada')).toBeTruthy();
    expect(screen.getByText('Tarefa do sistema falhou: SMTP refused')).toBeTruthy();
    expect(screen.queryByText(/creationRecorded|recordReimbursementTransition|sendCourierLabel/)).toBeNull();
    expectNoTechnicalText();
  });

  it("keeps Temporal's names for the operator only as the text's tooltip", async () => {
    renderIn('pt-BR');
    await screen.findByText('Solicitação de ressarcimento aberta');
    expect(screen.getByTitle('reimbursementRequestWorkflow').textContent).toBe(
      'Solicitação de ressarcimento aberta',
    );
    expect(screen.getByTitle('local-projection').textContent).toBe('Versão do fluxo registrada');
    expect(screen.getAllByTitle('sendCourierLabel').map((e) => e.textContent)).toEqual([
      'Tarefa do sistema agendada',
      'Tarefa do sistema falhou: SMTP refused',
    ]);
  });

  it('reads the same events in Spanish', async () => {
    renderIn('es');
    expect(await screen.findByText('Solicitud de resarcimiento abierta')).toBeTruthy();
    expect(screen.getByText('Versión del flujo registrada')).toBeTruthy();
    expect(
      screen.getByText('Actualización del avance de la solicitud ejecutada en el intento 2'),
    ).toBeTruthy();
    expect(screen.getByText('Plazo fijado para dentro de 30 días')).toBeTruthy();
    expect(screen.getByText('Pedido recibido: Solicitud creada')).toBeTruthy();
    expect(screen.getByText('Plazo del SLA vencido')).toBeTruthy();
    expect(screen.getByText('Aviso recibido: Nota de débito vencida')).toBeTruthy();
    expect(screen.getByText('Tarea del sistema falló: SMTP refused')).toBeTruthy();
    expectNoTechnicalText();
  });
});
