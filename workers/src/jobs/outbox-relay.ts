import type { Queue } from 'bullmq';
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { Logger } from 'pino';
import { JOB_NAMES, outboxJobId } from '@claims/domain';
import { OutboxEvent } from '@claims/db';

const BATCH = 200;
// Rows older than this are left to an operator: re-sending a week-old notice helps nobody.
const SWEEP_HORIZON = "interval '7 days'";

export interface DeliveryJobOptions {
  attempts: number;
  backoffMs: number;
}

export interface DeliveryJobData {
  eventKey: string;
}

const jobOptions = (eventKey: string, o: DeliveryJobOptions) => ({
  jobId: outboxJobId(eventKey),
  attempts: o.attempts,
  backoff: { type: 'exponential', delay: o.backoffMs },
  // Kept a while so a second add of the same id stays a no-op; the database dedupes beyond that.
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
});

async function enqueue(queue: Queue, rows: Pick<OutboxEvent, 'eventKey'>[], o: DeliveryJobOptions) {
  await queue.addBulk(
    rows.map((r) => ({
      name: JOB_NAMES.deliverNotification,
      data: { eventKey: r.eventKey } satisfies DeliveryJobData,
      opts: jobOptions(r.eventKey, o),
    })),
  );
}

/** Stamps the rows as handed to the queue now. */
const markEnqueued = (trx: Knex.Transaction, rows: Pick<OutboxEvent, 'id'>[]) =>
  OutboxEvent.query(trx)
    .patch({ enqueuedAt: trx.fn.now() })
    .whereIn(
      'id',
      rows.map((r) => r.id),
    );

/**
 * Moves outbox rows not yet enqueued to BullMQ and stamps them. Rows are locked (SKIP LOCKED) so
 * two relays never take the same batch; a crash between the add and the commit leaves the rows
 * unstamped, and the next add of the same job id is a no-op.
 */
export async function relayOutbox(db: Knex, queue: Queue, o: DeliveryJobOptions): Promise<number> {
  return enqueueBatch(db, queue, o, (rows) => rows.whereNull('enqueuedAt'));
}

/**
 * Enqueues again the rows enqueued more than `staleMs` ago and still undelivered. When Redis
 * still holds the job (waiting, retrying, or failed for good) the add is a no-op; when Redis lost
 * it, the job is back.
 */
export async function sweepOutbox(
  db: Knex,
  queue: Queue,
  o: DeliveryJobOptions & { staleMs: number },
): Promise<number> {
  return enqueueBatch(db, queue, o, (rows, trx) =>
    rows
      .whereNull('deliveredAt')
      .whereNotNull('enqueuedAt')
      .where('enqueuedAt', '<=', trx.raw('now() - make_interval(secs => ?)', [o.staleMs / 1000]))
      .where('createdAt', '>', trx.raw(`now() - ${SWEEP_HORIZON}`)),
  );
}

/** Enqueues and stamps, in one transaction, a locked batch of the outbox rows `which` selects. */
async function enqueueBatch(
  db: Knex,
  queue: Queue,
  o: DeliveryJobOptions,
  which: (rows: QueryBuilder<OutboxEvent>, trx: Knex.Transaction) => void,
): Promise<number> {
  return db.transaction(async (trx) => {
    const rows = await OutboxEvent.query(trx)
      .modify(which, trx)
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .select('id', 'eventKey');
    if (rows.length === 0) return 0;
    await enqueue(queue, rows, o);
    await markEnqueued(trx, rows);
    return rows.length;
  });
}

/**
 * The relay loop of a jobs worker: relays every `pollMs`, sweeps every `staleMs / 4` (at most once
 * a minute). `stop()` waits for the round in progress.
 */
export function startOutboxRelay(opts: {
  db: Knex;
  queue: Queue;
  log: Logger;
  pollMs: number;
  staleMs: number;
  job: DeliveryJobOptions;
}): { stop(): Promise<void> } {
  const sweepEveryMs = Math.min(Math.max(opts.staleMs / 4, opts.pollMs), 60_000);
  let lastSweep = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      while ((await relayOutbox(opts.db, opts.queue, opts.job)) === BATCH && !stopped);
      if (Date.now() - lastSweep >= sweepEveryMs) {
        lastSweep = Date.now();
        const swept = await sweepOutbox(opts.db, opts.queue, { ...opts.job, staleMs: opts.staleMs });
        if (swept) opts.log.warn({ swept }, 'outbox rows enqueued again (undelivered past the stale age)');
      }
    } catch (err) {
      opts.log.error({ err: (err as Error).message }, 'outbox relay round failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = tick().then(schedule);
    }, opts.pollMs);
  };
  round = tick().then(schedule);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
