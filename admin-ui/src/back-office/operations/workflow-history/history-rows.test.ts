import { durationParts, historyRows, type HistoryEvent } from './history-rows';

// The shape api/src/temporal-history.ts answers, from a reimbursement whose projection activity
// failed once before succeeding, with a proposal timer and one command.
const events: HistoryEvent[] = [
  {
    id: 1,
    type: 'WORKFLOW_EXECUTION_STARTED',
    time: '2026-11-20T12:00:00.000Z',
    workflowType: 'reimbursementWorkflow',
  },
  { id: 2, type: 'WORKFLOW_TASK_SCHEDULED', time: '2026-11-20T12:00:00.010Z' },
  {
    id: 5,
    type: 'ACTIVITY_TASK_SCHEDULED',
    time: null,
    activity: 'recordReimbursementTransition',
    activityId: '1',
  },
  { id: 6, type: 'ACTIVITY_TASK_STARTED', time: null, attempt: 3, scheduledEventId: 5 },
  { id: 7, type: 'ACTIVITY_TASK_COMPLETED', time: null, scheduledEventId: 5 },
  { id: 8, type: 'TIMER_STARTED', time: null, timerId: '2', firesAfterSeconds: 30 * 86_400 },
  {
    id: 9,
    type: 'WORKFLOW_EXECUTION_UPDATE_ACCEPTED',
    time: null,
    update: 'reimbursement.acceptProposal',
    updateId: 'u-1',
  },
  { id: 10, type: 'WORKFLOW_EXECUTION_UPDATE_COMPLETED', time: null, updateId: 'u-1', failed: false },
  { id: 11, type: 'TIMER_FIRED', time: null, timerId: '2' },
  { id: 12, type: 'ACTIVITY_TASK_SCHEDULED', time: null, activity: 'sendNotice', activityId: '2' },
  { id: 13, type: 'ACTIVITY_TASK_FAILED', time: null, scheduledEventId: 12, failure: 'SMTP refused' },
  { id: 14, type: 'MARKER_RECORDED', time: null, marker: 'core_patch' },
  { id: 15, type: 'MARKER_RECORDED', time: null, marker: 'core_patch', patch: 'local-projection' },
  {
    id: 16,
    type: 'MARKER_RECORDED',
    time: null,
    marker: 'core_local_activity',
    activity: 'recordReimbursementTransition',
    attempt: 1,
  },
  {
    id: 17,
    type: 'MARKER_RECORDED',
    time: null,
    marker: 'core_local_activity',
    activity: 'recordReimbursementTransition',
    attempt: 4,
  },
];

describe('historyRows', () => {
  const rows = historyRows(events);
  const byId = (id: number) => rows.find((r) => r.id === id)!;

  it('keeps every event, in order', () => {
    expect(rows.map((r) => r.id)).toEqual(events.map((e) => e.id));
  });

  it('names activities on their later events and calls out a retried attempt', () => {
    expect(byId(6)).toMatchObject({
      message: 'activityRetried',
      params: { activity: 'recordReimbursementTransition', attempt: 3 },
      attention: true,
    });
    expect(byId(7)).toMatchObject({
      message: 'activityCompleted',
      params: { activity: 'recordReimbursementTransition' },
    });
    expect(byId(13)).toMatchObject({
      message: 'activityFailed',
      params: { activity: 'sendNotice', failure: 'SMTP refused' },
      attention: true,
    });
  });

  it('reads local activities (only a marker in the history) like activities, retries called out', () => {
    expect(byId(16)).toMatchObject({
      kind: 'activity',
      message: 'localActivityCompleted',
      params: { activity: 'recordReimbursementTransition' },
      attention: false,
    });
    expect(byId(17)).toMatchObject({
      kind: 'activity',
      message: 'localActivityRetried',
      params: { activity: 'recordReimbursementTransition', attempt: 4 },
      attention: true,
    });
    expect(byId(15)).toMatchObject({
      kind: 'marker',
      message: 'patch',
      params: { patch: 'local-projection' },
    });
  });

  it('reads timers started with their duration and fired, and updates by name when they complete', () => {
    expect(byId(8)).toMatchObject({
      kind: 'timer',
      message: 'timerStarted',
      params: { timerId: '2', seconds: 2_592_000 },
    });
    expect(byId(11)).toMatchObject({ kind: 'timer', message: 'timerFired' });
    expect(byId(9)).toMatchObject({
      kind: 'update',
      message: 'updateAccepted',
      params: { update: 'reimbursement.acceptProposal' },
    });
    expect(byId(10)).toMatchObject({
      message: 'updateCompleted',
      params: { update: 'reimbursement.acceptProposal' },
    });
  });

  it("marks Temporal's workflow-task bookkeeping so the viewer can hide it", () => {
    expect(byId(2)).toMatchObject({ kind: 'other', message: 'workflowTaskScheduled', bookkeeping: true });
    expect(rows.filter((r) => r.bookkeeping)).toHaveLength(1);
  });

  it('reads a patch marker without its id as a version marker too', () => {
    expect(byId(14)).toMatchObject({ kind: 'marker', message: 'patch', params: {} });
  });

  it('names the recovery child and the signals between the case and it, each by what it is', () => {
    const [initiated, running, sent, delivered, received] = historyRows([
      {
        id: 40,
        type: 'START_CHILD_WORKFLOW_EXECUTION_INITIATED',
        time: null,
        workflowType: 'debtNoteRecoveryWorkflow',
        childWorkflowId: 'reimbursement-1-recovery',
      },
      {
        id: 41,
        type: 'CHILD_WORKFLOW_EXECUTION_STARTED',
        time: null,
        workflowType: 'debtNoteRecoveryWorkflow',
        childWorkflowId: 'reimbursement-1-recovery',
      },
      { id: 50, type: 'SIGNAL_EXTERNAL_WORKFLOW_EXECUTION_INITIATED', time: null, signal: 'debtNoteChanged' },
      { id: 52, type: 'EXTERNAL_WORKFLOW_EXECUTION_SIGNALED', time: null, initiatedEventId: 50 },
      { id: 60, type: 'WORKFLOW_EXECUTION_SIGNALED', time: null, signal: 'debtNoteDue' },
    ]);
    expect(initiated).toMatchObject({
      kind: 'child',
      message: 'childStarted',
      params: { workflowType: 'debtNoteRecoveryWorkflow' },
    });
    expect(running).toMatchObject({ kind: 'child', message: 'childRunning' });
    expect(sent).toMatchObject({
      kind: 'signal',
      message: 'signalSent',
      params: { signal: 'debtNoteChanged' },
    });
    expect(delivered).toMatchObject({ message: 'signalDelivered', params: { signal: 'debtNoteChanged' } });
    expect(received).toMatchObject({ message: 'signalReceived', params: { signal: 'debtNoteDue' } });
  });

  it('tells a run continued as new from a case just opened', () => {
    const [continued] = historyRows([
      {
        id: 1,
        type: 'WORKFLOW_EXECUTION_STARTED',
        time: null,
        workflowType: 'reimbursementRequestWorkflow',
        continued: true,
      },
    ]);
    expect(continued).toMatchObject({ kind: 'workflow', message: 'continued' });
    expect(byId(1)).toMatchObject({ kind: 'workflow', message: 'started' });
  });

  it('calls out a failed workflow task, still among the bookkeeping', () => {
    const [failed] = historyRows([
      { id: 9, type: 'WORKFLOW_TASK_FAILED', time: null, failure: 'Nondeterminism error' },
    ]);
    expect(failed).toMatchObject({
      message: 'workflowTaskFailed',
      params: { failure: 'Nondeterminism error' },
      attention: true,
      bookkeeping: true,
    });
  });

  it('shows a rejected update as needing attention', () => {
    const [, rejected] = historyRows([
      {
        id: 1,
        type: 'WORKFLOW_EXECUTION_UPDATE_ACCEPTED',
        time: null,
        update: 'protest.conclude',
        updateId: 'x',
      },
      { id: 2, type: 'WORKFLOW_EXECUTION_UPDATE_COMPLETED', time: null, updateId: 'x', failed: true },
    ]);
    expect(rejected).toMatchObject({
      message: 'updateRejected',
      params: { update: 'protest.conclude' },
      attention: true,
    });
  });
});

describe('durationParts', () => {
  it('uses the largest unit reached, to one decimal', () => {
    expect(durationParts(7 * 86_400)).toEqual({ value: 7, unit: 'day' });
    // An SLA timer armed a moment after submission: 14 days less some milliseconds.
    expect(durationParts(1_209_599.772)).toEqual({ value: 14, unit: 'day' });
    expect(durationParts(36 * 3_600)).toEqual({ value: 1.5, unit: 'day' });
    expect(durationParts(5 * 3_600)).toEqual({ value: 5, unit: 'hour' });
    expect(durationParts(120)).toEqual({ value: 2, unit: 'minute' });
    expect(durationParts(15)).toEqual({ value: 15, unit: 'second' });
    expect(durationParts(0.5)).toEqual({ value: 0.5, unit: 'second' });
  });
});
