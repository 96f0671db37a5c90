/**
 * @jest-environment jsdom
 */
import '../../../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { Console } from '../../../../test/component-harness';
import { HistoryTable } from './HistoryTable';
import { historyRows } from './history-rows';

describe('the workflow history table', () => {
  it('reads each event as a sentence, with timer durations in words and retries called out', async () => {
    const rows = historyRows([
      {
        id: 1,
        type: 'WORKFLOW_EXECUTION_STARTED',
        time: '2026-11-20T12:00:00.000Z',
        workflowType: 'reimbursementRequestWorkflow',
      },
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
    ]);
    render(
      <Console role="MASTER">
        <HistoryTable rows={rows} />
      </Console>,
    );
    expect(await screen.findByText('Workflow reimbursementRequestWorkflow iniciado')).toBeTruthy();
    expect(screen.getByText('Atividade recordReimbursementTransition executada na tentativa 2')).toBeTruthy();
    expect(screen.getByText('Prazo marcado para daqui a 30 dias')).toBeTruthy();
    expect(screen.getByText('Prazo atingido')).toBeTruthy();
    expect(screen.getAllByText('Temporizador')).toHaveLength(2);
    // In the case's words, not Temporal's ("Comando creationRecorded aceito").
    expect(screen.getByText('Pedido recebido: Solicitação criada')).toBeTruthy();
    expect(screen.getByText('Solicitação criada')).toBeTruthy();
    expect(screen.getByText('Pedido recebido: Transferir responsabilidade')).toBeTruthy();
    expect(screen.getByText('Prazo do SLA vencido')).toBeTruthy();
    expect(screen.queryByText(/creationRecorded/)).toBeNull();
  });
});
