import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { Knex } from 'knex';
import type { AnyQueryBuilder } from 'objection';
import type { Logger } from 'pino';
import { ProtestLetter, ReimbursementRequest } from '@claims/db';
import {
  protestStateQuery,
  protestWorkflowId,
  reimbursementStateQuery,
  reimbursementWorkflowId,
} from '@claims/workflows';
import { startProtestWorkflow, startReimbursementWorkflow } from './case-workflows';

export interface ReconcilerDeps {
  db: Knex;
  temporal: Client;
  log: Pick<Logger, 'info' | 'warn'>;
  taskQueue: string;
}

/** A case whose row and workflow disagree, as the drift report lists it. */
export interface Drift {
  kind: 'reimbursement' | 'protest_letter';
  id: string;
  reference: string;
  problem: 'NO_WORKFLOW' | 'PROJECTION_BEHIND' | 'PROJECTION_AHEAD';
  projectedSeq: number;
  workflowSeq: number | null;
}

export interface ReconcileResult {
  /** Filings completed now (their workflow started or joined, first projection written). */
  completed: string[];
  /** Filings still left (Temporal still away, say): tried again on the next pass. */
  failed: { id: string; error: string }[];
}

/**
 * Completes the filings left half-way: rows in FILING (a draft stamped `filing_started_at`,
 * whose api call answered 503 or whose process died) for longer than `graceMs` (the migration
 * put rows an older version left filed with nothing projected into the same state). Each gets
 * its update-with-start again; the workflow id is the row's, so a workflow already running is
 * joined, never doubled.
 */
export async function completeFilings(
  deps: ReconcilerDeps,
  { graceMs = 60_000, limit = 100 } = {},
): Promise<ReconcileResult> {
  const result: ReconcileResult = { completed: [], failed: [] };
  const leftBehind = (query: AnyQueryBuilder) =>
    query
      .whereNull('deletedAt')
      .where('draft', true)
      .whereNotNull('filingStartedAt')
      .where('filingStartedAt', '<', new Date(Date.now() - graceMs))
      .orderBy('updatedAt')
      .limit(limit);
  // The discharge day as filed (yyyy-mm-dd), not a Date at the api's own midnight.
  const requests = await ReimbursementRequest.query(deps.db)
    .modify(leftBehind)
    .select(
      'id',
      'office',
      'createdBy',
      deps.db.raw(`to_char(discharge_date, 'YYYY-MM-DD') as discharge_date`),
    )
    .castTo<(Pick<ReimbursementRequest, 'id' | 'office' | 'createdBy'> & { dischargeDate: string })[]>();
  await attemptEach(result, requests, (request) =>
    startReimbursementWorkflow(deps.temporal, deps.taskQueue, {
      requestId: request.id,
      ...filedBy(request),
      dischargeDate: request.dischargeDate,
    }),
  );
  const letters = await ProtestLetter.query(deps.db)
    .modify(leftBehind)
    .select('id', 'office', 'createdBy', 'inspectionRequested');
  await attemptEach(result, letters, (letter) =>
    startProtestWorkflow(deps.temporal, deps.taskQueue, {
      letterId: letter.id,
      ...filedBy(letter),
      inspectionRequested: letter.inspectionRequested === true,
    }),
  );
  if (result.completed.length || result.failed.length)
    deps.log.info(
      { completed: result.completed, failed: result.failed.length },
      'reconciler: filings left half-way',
    );
  return result;
}

/** The office (trimmed) and author a left-behind row of either kind starts its workflow with. */
function filedBy(row: { office?: unknown; createdBy?: unknown }) {
  return { office: String(row.office).trim(), createdBy: row.createdBy as string };
}

/** Starts each row's workflow in turn; one that fails is noted and left for the next pass. */
async function attemptEach<R extends { id: string }>(
  result: ReconcileResult,
  rows: R[],
  start: (row: R) => Promise<void>,
) {
  for (const row of rows) {
    try {
      await start(row);
      result.completed.push(row.id);
    } catch (err) {
      result.failed.push({ id: row.id, error: err instanceof Error ? err.message : String(err) });
    }
  }
}

/**
 * Compares the open filed cases' rows with their workflows (the newest `limit` of each kind):
 * a row with no workflow, or whose projected step is behind or ahead of the workflow's.
 * A projection behind for a moment is normal while a command runs; behind for long is not.
 */
export async function reportDrift(deps: ReconcilerDeps, { limit = 500 } = {}): Promise<Drift[]> {
  const drift: Drift[] = [];
  const openRows = (query: AnyQueryBuilder) =>
    query
      .where({ draft: false })
      .whereNull('deletedAt')
      .whereNull('closedAt')
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .select('id', 'reference', 'projectedSeq');
  const compare = async (
    kind: Drift['kind'],
    row: { id: string; reference: string; projectedSeq: number },
    seqOfWorkflow: () => Promise<number>,
  ) => {
    const projectedSeq = Number(row.projectedSeq);
    let workflowSeq: number | null = null;
    try {
      workflowSeq = await seqOfWorkflow();
    } catch (err) {
      if (!(err instanceof WorkflowNotFoundError)) throw err;
    }
    const problem =
      workflowSeq === null
        ? 'NO_WORKFLOW'
        : workflowSeq > projectedSeq
          ? 'PROJECTION_BEHIND'
          : workflowSeq < projectedSeq
            ? 'PROJECTION_AHEAD'
            : null;
    if (problem)
      drift.push({ kind, id: row.id, reference: row.reference, problem, projectedSeq, workflowSeq });
  };
  for (const row of await ReimbursementRequest.query(deps.db).modify(openRows))
    await compare('reimbursement', row, async () => {
      const view = await deps.temporal.workflow
        .getHandle(reimbursementWorkflowId(row.id))
        .query(reimbursementStateQuery);
      return view.seq;
    });
  for (const row of await ProtestLetter.query(deps.db).modify(openRows))
    await compare('protest_letter', row, async () => {
      const view = await deps.temporal.workflow.getHandle(protestWorkflowId(row.id)).query(protestStateQuery);
      return view.seq;
    });
  if (drift.length) deps.log.warn({ drift }, 'reconciler: rows and workflows disagree');
  return drift;
}

/**
 * The reconciler beside the api: every `everyMs`, completes the filings left behind. Every
 * replica may run it; update-with-start on the row's own workflow id makes that harmless.
 */
export function startReconciler(deps: ReconcilerDeps & { everyMs: number }): () => void {
  const { everyMs } = deps;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    completeFilings(deps, { graceMs: everyMs })
      .catch((err) => deps.log.warn({ err }, 'reconciler pass failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
