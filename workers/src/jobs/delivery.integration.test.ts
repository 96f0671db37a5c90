import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import type { Knex } from 'knex';
import pino from 'pino';
import { JOB_QUEUES } from '@claims/domain';
import { createDatabase } from '@claims/db';
import { startMailSink, type MailSink } from '../testing/mail-sink';
import { until } from '../testing/jobs-harness';
import { scratchDatabase } from '@claims/db/testing/scratch-database';
import { testEnv } from '@claims/domain/testing/test-env';
import { loadWorkersConfig } from '../config';
import { relayOutbox } from './outbox-relay';
import { startJobs, type RunningJobs } from './start-jobs';

const env = testEnv();
const log = pino({ level: 'silent' });
let db: Knex;
let redis: IORedis;
// The relay sweeps the whole outbox: it runs on a database of its own, so other test files'
// cases are neither delivered here nor slow it down.
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
const users: Record<'es' | 'en' | 'pt', { id: string; email: string }> = {} as never;

beforeAll(async () => {
  scratch = await scratchDatabase();
  db = createDatabase(scratch.url, { max: 4 });
  redis = new IORedis(env.redisUrl, { maxRetriesPerRequest: null });
  for (const language of ['es', 'en', 'pt'] as const) {
    const email = `jobs-${language}-${randomBytes(4).toString('hex')}@example.com`;
    const [row] = await db('users')
      .insert({
        name: `Reader ${language}`,
        last_name: 'Test',
        email,
        role: 'CUSTOMER_SERVICE',
        language: language === 'pt' ? 'pt-BR' : language,
      })
      .returning('id');
    users[language] = { id: row.id, email };
  }
});
afterAll(async () => {
  redis.disconnect();
  await db.destroy();
  await scratch.drop();
});

/** Settings of one jobs worker with a Redis prefix of its own: tests never share queues. */
function jobsConfig(overrides: Record<string, string>) {
  return loadWorkersConfig({
    DATABASE_URL: scratch.url,
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: `${env.redisPrefix}-jobs-${randomBytes(3).toString('hex')}`,
    PUBLIC_URL: 'https://claims.example.com',
    OUTBOX_POLL_MS: '100',
    JOB_BACKOFF_MS: '100',
    ...overrides,
  });
}

async function outboxRow(kind: string, recipient: string, extra: Record<string, unknown> = {}) {
  const eventKey = `test:${randomUUID()}:${recipient}`;
  await db('outbox').insert({
    event_key: eventKey,
    kind,
    payload: JSON.stringify({
      caseKind: 'reimbursement',
      caseId: randomUUID(),
      reference: 'RR-2026-009999',
      recipient,
      ...extra,
    }),
  });
  return eventKey;
}

const mailsOf = (sink: MailSink, eventKey: string) => sink.messages.filter((m) => m.eventKey === eventKey);
const sentLog = (eventKey: string, ms?: number) =>
  until(
    'the e-mail log',
    async () => {
      const row = await db('email_log').where({ event_key: eventKey }).first();
      return row?.status === 'SENT' ? row : undefined;
    },
    ms,
  );

describe('outbox delivery by the jobs worker', () => {
  let sink: MailSink;
  let jobs: RunningJobs | undefined;
  beforeEach(async () => {
    sink = await startMailSink();
  });
  afterEach(async () => {
    await jobs?.stop();
    jobs = undefined;
    await sink.stop();
  });

  it('notifies each recipient in-app and by e-mail in their language, once, however often the row is relayed', async () => {
    const config = jobsConfig({ SMTP_URL: sink.url });
    jobs = await startJobs(config, log);
    // Stored as codes and ISO dates; each reader gets them as they write them.
    const eventKey = await outboxRow('PAYMENT_MADE', users.es.id, {
      paidOn: '2026-11-20',
      value: '9000.00',
      currency: 'BRL',
    });
    const logged = await sentLog(eventKey);
    expect(logged).toMatchObject({
      toAddress: users.es.email,
      locale: 'es',
      attempts: 1,
      kind: 'PAYMENT_MADE',
    });

    const [mail] = mailsOf(sink, eventKey);
    expect(mail?.to).toEqual([users.es.email]);
    expect(mail?.subject).toBe('Pago realizado en RR-2026-009999: BRL 9.000,00 el 20/11/2026');
    // The readers here are customer service, staff: the case opens in the console, and says so.
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(
      'Abrir en la consola: https://claims.example.com/admin/#/reimbursements/',
    );
    const notifications = await db('notifications').where({ event_key: eventKey });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      userId: users.es.id,
      titleKey: 'notify.PAYMENT_MADE.subject',
      params: { reference: 'RR-2026-009999' },
    });
    await until('delivered_at', async () =>
      Boolean((await db('outbox').where({ event_key: eventKey }).first()).deliveredAt),
    );

    // Relayed again (as after a crash between enqueue and stamp) and re-run: nothing twice.
    const queue = new Queue(JOB_QUEUES.notifications, { connection: redis, prefix: config.REDIS_PREFIX });
    const jobId = `outbox|${eventKey.replaceAll(':', '|')}`;
    await until('the job to complete', async () => (await queue.getJob(jobId))?.isCompleted());
    await (await queue.getJob(jobId))?.remove();
    await db('outbox').where({ event_key: eventKey }).update({ enqueued_at: null, delivered_at: null });
    await until('the second delivery', async () =>
      Boolean((await db('outbox').where({ event_key: eventKey }).first()).deliveredAt),
    );
    await queue.close();
    expect(mailsOf(sink, eventKey)).toHaveLength(1);
    expect(await db('notifications').where({ event_key: eventKey })).toHaveLength(1);
    expect(await db('email_log').where({ event_key: eventKey })).toHaveLength(1);
  });

  it('falls back to the generic "case updated" text for a kind without its own template', async () => {
    jobs = await startJobs(jobsConfig({ SMTP_URL: sink.url }), log);
    const eventKey = await outboxRow('SOMETHING_NEW', users.en.id);
    await sentLog(eventKey);
    expect(mailsOf(sink, eventKey)[0]?.subject).toBe('Case RR-2026-009999 updated');
    const n = await db('notifications').where({ event_key: eventKey }).first();
    expect(n.titleKey).toBe('notify.generic.subject');
  });

  it('enqueues again the rows whose jobs Redis lost, and loses nothing', async () => {
    const config = jobsConfig({ SMTP_URL: sink.url, OUTBOX_STALE_MS: '300' });
    const keys = [
      await outboxRow('PAYMENT_SCHEDULED', users.pt.id),
      await outboxRow('CLOSED_BY_EXPIRY', users.en.id),
    ];
    const queue = new Queue(JOB_QUEUES.notifications, { connection: redis, prefix: config.REDIS_PREFIX });
    while ((await relayOutbox(db, queue, { attempts: 3, backoffMs: 100 })) > 0);
    const stamped = await db('outbox').whereIn('event_key', keys).whereNotNull('enqueued_at');
    expect(stamped).toHaveLength(2);
    // Redis loses everything under this deployment's prefix before any worker ran.
    const lost = await redis.keys(`${config.REDIS_PREFIX}:*`);
    expect(lost.length).toBeGreaterThan(0);
    await redis.del(...lost);
    await queue.close();

    jobs = await startJobs(config, log);
    for (const key of keys) await sentLog(key);
    expect(mailsOf(sink, keys[0] as string)).toHaveLength(1);
    expect(mailsOf(sink, keys[1] as string)).toHaveLength(1);
    expect(await db('notifications').whereIn('event_key', keys)).toHaveLength(2);
  });

  it('retries a refused e-mail with backoff, then shows it FAILED in the e-mail log', async () => {
    await sink.stop();
    sink = await startMailSink({ refuse: 'mailbox unavailable' });
    jobs = await startJobs(jobsConfig({ SMTP_URL: sink.url, JOB_ATTEMPTS: '3' }), log);
    const eventKey = await outboxRow('DOCUMENTS_REMINDER', users.pt.id);
    const failed = await until('FAILED', async () => {
      const row = await db('email_log').where({ event_key: eventKey }).first();
      return row?.status === 'FAILED' ? row : undefined;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/mailbox unavailable/);
    // Retries were spaced out: 100 ms, then 200 ms at least.
    expect(
      new Date(failed.updatedAt).getTime() - new Date(failed.createdAt).getTime(),
    ).toBeGreaterThanOrEqual(300);
    // The in-app notification did not wait for the mail.
    expect(await db('notifications').where({ event_key: eventKey })).toHaveLength(1);
    expect((await db('outbox').where({ event_key: eventKey }).first()).deliveredAt).toBeNull();
  });
});

describe('a jobs worker process killed while it sends', () => {
  it('delivers each message once after a restart', async () => {
    let holding: (() => void) | undefined;
    let held = false;
    let eventKey = '';
    // The first delivery of our row hangs in the SMTP server until the worker is dead, then never happened.
    const sink = await startMailSink({
      onData: async (mail) => {
        if (mail.eventKey !== eventKey || held) return true;
        held = true;
        await new Promise<void>((resolve) => (holding = resolve));
        return false;
      },
    });
    const config = jobsConfig({ SMTP_URL: sink.url, JOB_LOCK_MS: '1500' });
    const childEnv = {
      ...process.env,
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      PUBLIC_URL: config.PUBLIC_URL,
      SMTP_URL: sink.url,
      JOB_LOCK_MS: '1500',
      OUTBOX_POLL_MS: '100',
      LOG_LEVEL: 'silent',
    };
    const start = () =>
      // tsx as a loader, not its CLI: the CLI runs the script in a grandchild that SIGKILL would miss.
      spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
        env: childEnv,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    let child: ChildProcess = start();
    try {
      eventKey = await outboxRow('PROPOSAL_ABOUT_TO_LAPSE', users.en.id);
      await until('the first send', async () => holding !== undefined, 60_000);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      holding?.();
      expect(mailsOf(sink, eventKey)).toHaveLength(0);

      child = start();
      let stderr = '';
      child.stderr?.on('data', (chunk) => (stderr += chunk));
      // A new process on a loaded machine (tsx compiles the worker first): a minute, not 20 s.
      const logged = await sentLog(eventKey, 60_000).catch((err) => {
        throw new Error(`${err.message}; the restarted worker said: ${stderr.slice(-2000) || 'nothing'}`);
      });
      expect(logged.attempts).toBe(1);
      expect(mailsOf(sink, eventKey)).toHaveLength(1);
      expect(mailsOf(sink, eventKey)[0]?.subject).toBe('Proposal about to lapse: RR-2026-009999');
      expect(await db('notifications').where({ event_key: eventKey })).toHaveLength(1);
      expect(await db('email_log').where({ event_key: eventKey })).toHaveLength(1);
    } finally {
      holding?.();
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      await sink.stop();
    }
  }, 240_000);
});
