/** One event as GET /api/<cases>/:id/history answers it (api/src/temporal-history.ts). */
export interface HistoryEvent {
  id: number;
  type: string;
  time: string | null;
  timerId?: string;
  firesAfterSeconds?: number | null;
  update?: string;
  updateId?: string;
  failed?: boolean;
  signal?: string;
  activity?: string;
  activityId?: string;
  attempt?: number;
  scheduledEventId?: number;
  failure?: string;
  childWorkflowId?: string;
  workflowType?: string;
  marker?: string;
  /** A patch marker's patch id. */
  patch?: string;
  newRunId?: string;
  /** A run continued as new from an earlier one (its history was renewed). */
  continued?: boolean;
  /** A signal to another workflow's later events: the event that sent it. */
  initiatedEventId?: number;
  /** The case log line a projection wrote (REQUEST_CREATED, SLA_BREACHED, ...): what happened, in the case's terms. */
  caseEvent?: string;
}

export type RowKind =
  'case' | 'workflow' | 'timer' | 'update' | 'signal' | 'activity' | 'child' | 'marker' | 'other';

/**
 * A line of the viewer: what happened, as a message and its parameters. The parameters keep
 * Temporal's names (activity, update, signal, workflow type, patch); ./history-words says them
 * in words.
 */
export interface HistoryRow {
  id: number;
  time: string | null;
  kind: RowKind;
  /** 'backOffice.historyWords.<message>' */
  message: string;
  params: Record<string, string | number>;
  /** Failures and retries stand out. */
  attention: boolean;
  /** Temporal's own bookkeeping (workflow tasks): hidden unless every event is asked for. */
  bookkeeping: boolean;
}

/**
 * The raw event list as lines an operator can read: activities and updates by name (their
 * later events only carry the id of the one that scheduled or accepted them), retries called
 * out by attempt number, timers with their duration.
 */
export function historyRows(events: readonly HistoryEvent[]): HistoryRow[] {
  const activities = new Map<number, string>();
  const updates = new Map<string, string>();
  const signalsSent = new Map<number, string>();
  return events.map((e) => {
    const row = (kind: RowKind, message: string, params: HistoryRow['params'] = {}, attention = false) => ({
      id: e.id,
      time: e.time,
      kind,
      message,
      params,
      attention,
      bookkeeping: false,
    });
    const activityOf = () => activities.get(e.scheduledEventId ?? -1) ?? '?';
    const child = (message: string, attention = false) =>
      row(
        'child',
        message,
        { workflowType: e.workflowType ?? '?', workflowId: e.childWorkflowId ?? '?' },
        attention,
      );
    // A projection names what happened to the case; that is the line an operator reads first.
    if (e.caseEvent) return row('case', 'caseEvent', { event: e.caseEvent }, (e.attempt ?? 1) > 1);
    switch (e.type) {
      case 'WORKFLOW_EXECUTION_STARTED':
        // A run continued as new opens the same way: it carries the case on, it does not open it.
        return row('workflow', e.continued ? 'continued' : 'started', {
          workflowType: e.workflowType ?? '?',
        });
      case 'WORKFLOW_EXECUTION_CONTINUED_AS_NEW':
        return row('workflow', 'continuedAsNew');
      case 'WORKFLOW_EXECUTION_COMPLETED':
        return row('workflow', 'completed');
      case 'WORKFLOW_EXECUTION_FAILED':
        return row('workflow', 'failed', {}, true);
      case 'WORKFLOW_EXECUTION_TIMED_OUT':
        return row('workflow', 'timedOut', {}, true);
      case 'WORKFLOW_EXECUTION_TERMINATED':
        return row('workflow', 'terminated', {}, true);
      case 'WORKFLOW_EXECUTION_CANCEL_REQUESTED':
        return row('workflow', 'cancelRequested', {}, true);
      case 'WORKFLOW_EXECUTION_CANCELED':
        return row('workflow', 'canceled', {}, true);
      case 'UPSERT_WORKFLOW_SEARCH_ATTRIBUTES':
        return row('workflow', 'searchAttributes');
      case 'TIMER_STARTED':
        return row('timer', 'timerStarted', {
          timerId: e.timerId ?? '?',
          seconds: e.firesAfterSeconds ?? 0,
        });
      case 'TIMER_FIRED':
        return row('timer', 'timerFired', { timerId: e.timerId ?? '?' });
      case 'TIMER_CANCELED':
        return row('timer', 'timerCanceled', { timerId: e.timerId ?? '?' });
      case 'WORKFLOW_EXECUTION_UPDATE_ACCEPTED':
        if (e.updateId) updates.set(e.updateId, e.update ?? '?');
        return row('update', 'updateAccepted', { update: e.update ?? '?' });
      case 'WORKFLOW_EXECUTION_UPDATE_COMPLETED': {
        const update = updates.get(e.updateId ?? '') ?? '?';
        return e.failed
          ? row('update', 'updateRejected', { update }, true)
          : row('update', 'updateCompleted', { update });
      }
      case 'WORKFLOW_EXECUTION_SIGNALED':
        return row('signal', 'signalReceived', { signal: e.signal ?? '?' });
      case 'SIGNAL_EXTERNAL_WORKFLOW_EXECUTION_INITIATED':
        signalsSent.set(e.id, e.signal ?? '?');
        return row('signal', 'signalSent', { signal: e.signal ?? '?' });
      case 'EXTERNAL_WORKFLOW_EXECUTION_SIGNALED':
        return row('signal', 'signalDelivered', { signal: signalsSent.get(e.initiatedEventId ?? -1) ?? '?' });
      case 'SIGNAL_EXTERNAL_WORKFLOW_EXECUTION_FAILED':
        return row(
          'signal',
          'signalNotDelivered',
          { signal: signalsSent.get(e.initiatedEventId ?? -1) ?? '?' },
          true,
        );
      case 'ACTIVITY_TASK_SCHEDULED':
        activities.set(e.id, e.activity ?? '?');
        return row('activity', 'activityScheduled', { activity: e.activity ?? '?' });
      case 'ACTIVITY_TASK_STARTED': {
        const attempt = e.attempt ?? 1;
        // Temporal writes the started event once, with the attempt that finally ran.
        return attempt > 1
          ? row('activity', 'activityRetried', { activity: activityOf(), attempt }, true)
          : row('activity', 'activityStarted', { activity: activityOf() });
      }
      case 'ACTIVITY_TASK_COMPLETED':
        return row('activity', 'activityCompleted', { activity: activityOf() });
      case 'ACTIVITY_TASK_FAILED':
        return row('activity', 'activityFailed', { activity: activityOf(), failure: e.failure ?? '' }, true);
      case 'ACTIVITY_TASK_TIMED_OUT':
        return row('activity', 'activityTimedOut', { activity: activityOf() }, true);
      case 'ACTIVITY_TASK_CANCEL_REQUESTED':
      case 'ACTIVITY_TASK_CANCELED':
        return row('activity', 'activityCanceled', { activity: activityOf() });
      case 'START_CHILD_WORKFLOW_EXECUTION_INITIATED':
        return child('childStarted');
      case 'START_CHILD_WORKFLOW_EXECUTION_FAILED':
        return child('childNotStarted', true);
      case 'CHILD_WORKFLOW_EXECUTION_STARTED':
        return child('childRunning');
      case 'CHILD_WORKFLOW_EXECUTION_COMPLETED':
        return child('childCompleted');
      case 'CHILD_WORKFLOW_EXECUTION_FAILED':
      case 'CHILD_WORKFLOW_EXECUTION_TIMED_OUT':
      case 'CHILD_WORKFLOW_EXECUTION_TERMINATED':
      case 'CHILD_WORKFLOW_EXECUTION_CANCELED':
        return child('childStopped', true);
      case 'MARKER_RECORDED':
        // A local activity runs inside a workflow task and leaves only this marker behind.
        if (e.marker === 'core_local_activity') {
          const activity = e.activity ?? '?';
          if (e.failure) return row('activity', 'activityFailed', { activity, failure: e.failure }, true);
          return (e.attempt ?? 1) > 1
            ? row('activity', 'localActivityRetried', { activity, attempt: e.attempt ?? 1 }, true)
            : row('activity', 'localActivityCompleted', { activity });
        }
        if (e.marker === 'core_patch') return row('marker', 'patch', e.patch ? { patch: e.patch } : {});
        return row('marker', 'marker', { marker: e.marker ?? '?' });
      default:
        return workflowTask(e) ?? row('other', 'other', { type: e.type });
    }
  });
}

const WORKFLOW_TASKS: Record<string, string> = {
  WORKFLOW_TASK_SCHEDULED: 'workflowTaskScheduled',
  WORKFLOW_TASK_STARTED: 'workflowTaskStarted',
  WORKFLOW_TASK_COMPLETED: 'workflowTaskCompleted',
  WORKFLOW_TASK_FAILED: 'workflowTaskFailed',
  WORKFLOW_TASK_TIMED_OUT: 'workflowTaskTimedOut',
};

/**
 * Temporal's workflow-task bookkeeping (the worker deciding the next step): hidden unless every
 * event is asked for, a failed or lapsed one standing out when it is shown.
 */
function workflowTask(e: HistoryEvent): HistoryRow | undefined {
  const message = WORKFLOW_TASKS[e.type];
  if (!message) return undefined;
  const failed = e.type === 'WORKFLOW_TASK_FAILED' || e.type === 'WORKFLOW_TASK_TIMED_OUT';
  return {
    id: e.id,
    time: e.time,
    kind: 'other',
    message,
    params: failed && e.failure ? { failure: e.failure } : {},
    attention: failed,
    bookkeeping: true,
  };
}

/**
 * A timer's duration in the largest unit it reaches, to one decimal (14 days, 24 hours, 90
 * seconds): a deadline computed from a past event is a few milliseconds short of round.
 */
export function durationParts(seconds: number): {
  value: number;
  unit: 'day' | 'hour' | 'minute' | 'second';
} {
  for (const [unit, size] of [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ] as const)
    if (seconds >= size) return { value: Math.round((seconds / size) * 10) / 10, unit };
  return { value: Math.round(seconds * 10) / 10, unit: 'second' };
}
