import type { Client } from '@temporalio/client';

type HistoryEvent = Record<string, unknown> & { eventId?: unknown; eventTime?: unknown };
type Attributes = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A case workflow's event history in a form an operator can read: the event type, when, and for
 * timers, updates, signals, children and activities what they were (the raw history is in the
 * Temporal UI). Shared by both kinds of case (GET /api/<cases>/:id/history).
 */
export async function readableHistory(temporal: Client, workflowId: string) {
  const history = await temporal.workflow.getHandle(workflowId).fetchHistory();
  return (history.events ?? []).map((event) => describe(event as unknown as HistoryEvent));
}

function describe(event: HistoryEvent) {
  const attributesKey = Object.keys(event).find((k) => k.endsWith('EventAttributes') && event[k]);
  const attributes = (attributesKey ? event[attributesKey] : {}) as Attributes;
  const name = attributesKey?.replace(/EventAttributes$/, '') ?? 'unknown';
  return {
    id: Number(event.eventId),
    type: name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase(),
    time: toIso(event.eventTime),
    ...details(name, attributes),
  };
}

function details(name: string, a: Attributes): Record<string, unknown> {
  switch (name) {
    case 'timerStarted':
      return { timerId: a.timerId, firesAfterSeconds: seconds(a.startToFireTimeout) };
    case 'timerFired':
    case 'timerCanceled':
      return { timerId: a.timerId };
    case 'workflowExecutionUpdateAccepted':
      return { update: a.acceptedRequest?.input?.name, updateId: a.protocolInstanceId };
    case 'workflowExecutionUpdateCompleted':
      return { updateId: a.meta?.updateId, failed: Boolean(a.outcome?.failure) };
    case 'workflowExecutionSignaled':
      return { signal: a.signalName };
    case 'activityTaskScheduled':
      return { activity: a.activityType?.name, activityId: a.activityId };
    case 'activityTaskStarted':
      return { attempt: a.attempt, scheduledEventId: Number(a.scheduledEventId) };
    case 'activityTaskCompleted':
      return { scheduledEventId: Number(a.scheduledEventId) };
    case 'activityTaskFailed':
    case 'activityTaskTimedOut':
      return { scheduledEventId: Number(a.scheduledEventId), failure: a.failure?.message };
    case 'startChildWorkflowExecutionInitiated':
      return { childWorkflowId: a.workflowId, workflowType: a.workflowType?.name };
    case 'markerRecorded':
      return { marker: a.markerName, ...markerDetails(a) };
    case 'workflowExecutionStarted':
      return { workflowType: a.workflowType?.name, attempt: a.attempt };
    case 'workflowExecutionContinuedAsNew':
      return { newRunId: a.newExecutionRunId };
    default:
      return {};
  }
}

function toIso(t: unknown): string | null {
  const ts = t as { seconds?: unknown; nanos?: number } | null | undefined;
  if (!ts || ts.seconds === undefined) return null;
  return new Date(Number(ts.seconds) * 1000 + Math.floor((ts.nanos ?? 0) / 1e6)).toISOString();
}

function seconds(d: unknown): number | null {
  const dur = d as { seconds?: unknown; nanos?: number } | null | undefined;
  return dur && dur.seconds !== undefined ? Number(dur.seconds) + (dur.nanos ?? 0) / 1e9 : null;
}

/**
 * Local activities and patches leave only a marker in the history; its `data` payload says which
 * activity ran and on which attempt (or which patch), so the viewer can show them like the rest.
 */
function markerDetails(a: Attributes): Record<string, unknown> {
  if (a.markerName === 'core_local_activity') {
    const data = decodeJson(a.details?.data?.payloads?.[0]?.data);
    if (data)
      return {
        activity: data.activity_type,
        attempt: data.attempt,
        ...(a.failure ? { failure: a.failure.message } : {}),
      };
  }
  if (a.markerName === 'core_patch') {
    const data = decodeJson(a.details?.['patch-data']?.payloads?.[0]?.data);
    if (data) return { patch: data.id };
  }
  return {};
}

function decodeJson(bytes: unknown): Attributes | undefined {
  if (!(bytes instanceof Uint8Array)) return undefined;
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
}
