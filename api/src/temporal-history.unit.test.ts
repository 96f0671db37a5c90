import { nameProjections } from './temporal-history';

const at = (minute: number) => `2026-11-23T23:${String(minute).padStart(2, '0')}:00.000Z`;

describe("a case's workflow history names each projection by the log line it wrote", () => {
  it('pairs local and remote projections with the log in order, skipping failed attempts and other activities', () => {
    const events = [
      { id: 1, type: 'WORKFLOW_EXECUTION_STARTED', time: at(10) },
      { id: 5, type: 'MARKER_RECORDED', time: at(10), marker: 'core_patch', patch: 'reimbursement-clocks' },
      { id: 7, type: 'ACTIVITY_TASK_SCHEDULED', time: at(10), activity: 'loadReimbursementTimers' },
      { id: 9, type: 'ACTIVITY_TASK_COMPLETED', time: at(10), scheduledEventId: 7 },
      {
        id: 12,
        type: 'MARKER_RECORDED',
        time: at(11),
        marker: 'core_local_activity',
        activity: 'recordReimbursementTransition',
      },
      { id: 20, type: 'TIMER_FIRED', time: at(30), timerId: '3' },
      {
        id: 22,
        type: 'MARKER_RECORDED',
        time: at(30),
        marker: 'core_local_activity',
        activity: 'recordReimbursementTransition',
        failure: 'connection lost',
      },
      { id: 24, type: 'ACTIVITY_TASK_SCHEDULED', time: at(31), activity: 'recordReimbursementTransition' },
      { id: 26, type: 'ACTIVITY_TASK_COMPLETED', time: at(31), scheduledEventId: 24 },
    ];
    const log = [
      // A line of the run this one continued: before it started.
      { seq: 4, action: 'DOCUMENTS_REQUESTED_CUSTOMER', doneAt: at(2) },
      { seq: 6, action: 'SLA_BREACHED', doneAt: new Date(at(31)) },
      { seq: 5, action: 'REQUEST_REOPENED', doneAt: at(11) },
    ];
    const named = nameProjections(events, log);
    expect(named.filter((e) => 'caseEvent' in e).map((e) => [e.id, e.caseEvent])).toEqual([
      [12, 'REQUEST_REOPENED'],
      [26, 'SLA_BREACHED'],
    ]);
  });

  it('leaves a history without a log as Temporal tells it', () => {
    const events = [
      {
        id: 3,
        type: 'MARKER_RECORDED',
        time: at(1),
        marker: 'core_local_activity',
        activity: 'recordProtestTransition',
      },
    ];
    expect(nameProjections(events, [])).toEqual(events);
  });
});
