import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Client } from '@temporalio/client';
import type { MailSink } from '@claims/workers/testing/mail-sink';
import { api } from '@claims/api/testing/stack-harness';
import { fileReimbursement, requestBody, shippingRefs } from '@claims/api/testing/reimbursement-builders';
import { API_ENTRY, JOBS_ENTRY, WORKER_ENTRY, startAppProcess, type AppProcess } from '../bench/app-process';
import type { RestartableServer } from './private-services';
import { temporalWorkerEnv } from '../stack/worker-heap';

export type ProcessName = 'worker' | 'jobs' | 'api';
const ENTRIES: Record<ProcessName, string> = { worker: WORKER_ENTRY, jobs: JOBS_ENTRY, api: API_ENTRY };

/** Everything a fault scenario works with: the real processes, the servers, the data. */
export class FaultStack {
  private readonly processes = new Map<ProcessName, AppProcess>();

  constructor(
    readonly env: NodeJS.ProcessEnv,
    readonly baseUrl: string,
    readonly db: Knex,
    readonly temporalClient: Client,
    readonly temporal: RestartableServer,
    readonly redis: RestartableServer,
    readonly mail: MailSink,
    readonly as: Record<'client' | 'claims', Record<string, string>>,
  ) {}

  start(name: ProcessName): AppProcess {
    const p = startAppProcess(
      name,
      ENTRIES[name],
      name === 'worker' ? temporalWorkerEnv(this.env) : this.env,
    );
    this.processes.set(name, p);
    return p;
  }

  process(name: ProcessName): AppProcess {
    const p = this.processes.get(name);
    if (!p) throw new Error(`${name} is not running`);
    return p;
  }

  /** kill -9: no shutdown hook runs, in-flight work is simply gone. */
  async kill(name: ProcessName): Promise<void> {
    const { child } = this.process(name);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.processes.delete(name);
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.processes.values()].map((p) => p.stop()));
    this.processes.clear();
  }

  /** Files a complete claim as the Alfa client, through the api like the portal would. */
  async fileCase(): Promise<string> {
    const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
      api(this.baseUrl, method, path, body, headers);
    const filed = await fileReimbursement(
      this.baseUrl,
      call,
      this.as.client,
      requestBody(await shippingRefs(this.db)),
    );
    return filed.id as string;
  }

  /** A case command as the claims analyst; `key` is the Idempotency-Key (a retried click reuses it). */
  command(id: string, action: string, payload: unknown, key = randomUUID()) {
    return api(this.baseUrl, 'POST', `/api/reimbursements/${id}/actions/${action}`, payload, {
      ...this.as.claims,
      'Idempotency-Key': key,
      'Content-Language': 'en',
    });
  }

  /** The case as the analyst's console reads it, in English. */
  read(id: string) {
    return api(this.baseUrl, 'GET', `/api/reimbursements/${id}`, undefined, {
      ...this.as.claims,
      'Content-Language': 'en',
    });
  }

  /** Holds the case's row locked, so the projection activity of the next command waits on it. */
  async lockCaseRow(id: string): Promise<Knex.Transaction> {
    const trx = await this.db.transaction();
    await trx('reimbursement_requests').where({ id }).forUpdate().first('id');
    return trx;
  }

  /** Some statement (the projection activity's) is waiting for a lock on the case rows. */
  async projectionWaiting(): Promise<boolean> {
    const { rows } = await this.db.raw(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    return rows[0].n > 0;
  }
}
