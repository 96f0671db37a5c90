import type { Client } from '@temporalio/client';
import type { Payload, PayloadCodec } from '@temporalio/common';
import type { Knex } from 'knex';
import { CaseEvent } from '@claims/db';

type HistoryEvent = Record<string, unknown> & { eventId?: unknown; eventTime?: unknown };
type Attributes = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A case workflow's event history in a form an operator can read: the event type, when, and for
 * timers, updates, signals, children and activities what they were (the raw history is in the
 * Temporal UI). Shared by both kinds of case (GET /api/<cases>/:id/history).
 */
export async function readableHistory(
  temporal: Client,
  workflowId: string,
  caseLog: readonly CaseLogLine[] = [],
) {
  const history = await temporal.workflow.getHandle(workflowId).fetchHistory();
  // Payloads are stored encrypted (issue 17): the client's own codec opens them for the viewer.
  return describeHistory(history, temporal.workflow.options.loadedDataConverter.payloadCodecs, caseLog);
}

/**
 * A fetched (or recorded) history as the viewer reads it; the route's and the viewer's tests'
 * one way from Temporal's events to the lines GET /api/<cases>/:id/history answers.
 */
export async function describeHistory(
  history: { events?: readonly unknown[] | null },
  codecs: readonly PayloadCodec[],
  caseLog: readonly CaseLogLine[] = [],
) {
  for (const event of history.events ?? []) await decodePayloads(event, codecs);
  return nameProjections(
    (history.events ?? []).map((event) => describe(event as HistoryEvent)),
    caseLog,
  );
}

/** A line of the case's log (`case_events`): what its workflow projected, in order. */
export interface CaseLogLine {
  seq: number;
  action: string;
  doneAt: Date | string;
}

/** The case's log lines, read in the caller's scope (row-level security applies). */
export async function caseLog(
  db: Knex,
  kind: 'reimbursement' | 'protest_letter',
  caseId: string,
): Promise<CaseLogLine[]> {
  return await CaseEvent.query(db)
    .where({ caseKind: kind, caseId })
    .orderBy('seq')
    .select('seq', 'action', 'doneAt');
}

const PROJECTIONS = new Set(['recordReimbursementTransition', 'recordProtestTransition']);

/**
 * Names each projection of the run by the log line it wrote (`caseEvent`: REQUEST_CREATED,
 * SLA_BREACHED, ...), so the viewer can say "Solicitud creada" or "Plazo del SLA vencido" where
 * Temporal only knows "local activity recordReimbursementTransition". Only the projection writes
 * the log, one line per successful run, in order; this run's lines are those written since it
 * started (a run continued as new starts after its predecessor's last line).
 */
export function nameProjections<E extends { id: number; type: string; time: string | null }>(
  events: E[],
  caseLog: readonly CaseLogLine[],
): (E & { caseEvent?: string })[] {
  const started = events.find((e) => e.type === 'WORKFLOW_EXECUTION_STARTED')?.time;
  const since = started ? Date.parse(started) : -Infinity;
  const lines = [...caseLog]
    .filter((l) => new Date(l.doneAt).getTime() >= since)
    .sort((a, b) => a.seq - b.seq);
  const scheduled = new Map<number, string>();
  let next = 0;
  return events.map((e) => {
    const x = e as E & { activity?: string; scheduledEventId?: number; failure?: string; marker?: string };
    if (x.type === 'ACTIVITY_TASK_SCHEDULED' && x.activity) scheduled.set(x.id, x.activity);
    const projected =
      (x.type === 'MARKER_RECORDED' &&
        x.marker === 'core_local_activity' &&
        !x.failure &&
        PROJECTIONS.has(x.activity ?? '')) ||
      (x.type === 'ACTIVITY_TASK_COMPLETED' &&
        PROJECTIONS.has(scheduled.get(x.scheduledEventId ?? -1) ?? ''));
    const line = projected ? lines[next++] : undefined;
    return line ? { ...e, caseEvent: line.action } : e;
  });
}

/** Decodes, in place, every `{ payloads: [...] }` list under `value` with the client's codecs. */
async function decodePayloads(value: unknown, codecs: readonly PayloadCodec[]): Promise<void> {
  if (!value || typeof value !== 'object' || value instanceof Uint8Array) return;
  const node = value as Record<string, unknown>;
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (key === 'payloads' && Array.isArray(v)) {
      let payloads = v as Payload[];
      for (const codec of [...codecs].reverse()) payloads = await codec.decode(payloads);
      node[key] = payloads;
    } else await decodePayloads(v, codecs);
  }
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
    case 'signalExternalWorkflowExecutionInitiated':
      return { signal: a.signalName, childWorkflowId: a.workflowExecution?.workflowId };
    case 'externalWorkflowExecutionSignaled':
    case 'signalExternalWorkflowExecutionFailed':
      return { initiatedEventId: Number(a.initiatedEventId) };
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
    case 'startChildWorkflowExecutionFailed':
      return { childWorkflowId: a.workflowId, workflowType: a.workflowType?.name };
    case 'childWorkflowExecutionStarted':
    case 'childWorkflowExecutionCompleted':
    case 'childWorkflowExecutionFailed':
    case 'childWorkflowExecutionTimedOut':
    case 'childWorkflowExecutionTerminated':
    case 'childWorkflowExecutionCanceled':
      return {
        childWorkflowId: a.workflowExecution?.workflowId,
        workflowType: a.workflowType?.name,
        failure: a.failure?.message,
      };
    case 'workflowTaskFailed':
    case 'workflowExecutionFailed':
      return { failure: a.failure?.message };
    case 'markerRecorded':
      return { marker: a.markerName, ...markerDetails(a) };
    case 'workflowExecutionStarted':
      // A run continued as new opens with the same event: the viewer says it carries on.
      return {
        workflowType: a.workflowType?.name,
        attempt: a.attempt,
        ...(a.continuedExecutionRunId ? { continued: true } : {}),
      };
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
