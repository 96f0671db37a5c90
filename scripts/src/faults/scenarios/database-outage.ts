import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { FaultStack } from '../harness';
import { assertCaseConsistent, check, countEvents, eventually } from '../invariants';

/**
 * PostgreSQL drops every connection of the product (pg_terminate_backend) in the middle of a
 * command and refuses new ones for a few seconds. Meanwhile the api answers 503 in the caller's
 * language; the projection activity retries and completes once the database is back, once.
 */
export async function databaseConnectionsDropped(stack: FaultStack, admin: Knex): Promise<string> {
  const database = (await stack.db.raw('select current_database() as name')).rows[0].name as string;
  const id = await stack.fileCase();
  const key = randomUUID();
  const lock = await stack.lockCaseRow(id);
  const answer = stack.command(id, 'transferResponsibility', { team: 'CLI_SSZ' }, key);
  await eventually('the projection activity waiting on the case row', () => stack.projectionWaiting());
  await admin.raw(`alter database ${quote(database)} allow_connections false`);
  let outage: Awaited<ReturnType<FaultStack['read']>> | undefined;
  try {
    await admin.raw(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()',
      [database],
    );
    await lock.rollback().catch(() => {});
    outage = await stack.read(id);
    await new Promise((r) => setTimeout(r, 3000));
  } finally {
    await admin.raw(`alter database ${quote(database)} allow_connections true`);
  }
  check(
    outage?.status === 503,
    `during the outage the api answered ${outage?.status} ${JSON.stringify(outage?.body)}`,
  );
  const message = outage.body?.error?.message as string;
  check(/unavailable/i.test(message), `the 503 says "${message}", not the English catalogue text`);
  let first = await answer;
  // The analyst's request may itself have met the outage (503): the retried click completes it.
  if (first.status === 503)
    first = await stack.command(id, 'transferResponsibility', { team: 'CLI_SSZ' }, key);
  check(first.status === 200, `the command answered ${first.status} ${JSON.stringify(first.body)}`);
  await eventually(
    'the projection catching up',
    async () => (await countEvents(stack.db, id, 'RESPONSIBILITY_TRANSFERRED_CLI_SSZ')) > 0,
  );
  const transfers = await countEvents(stack.db, id, 'RESPONSIBILITY_TRANSFERRED_CLI_SSZ');
  check(transfers === 1, `the transfer is in the log ${transfers} times`);
  await assertCaseConsistent(stack.db, stack.temporalClient, id);
  return `503 "${message}" during the outage; the command completed once afterwards`;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
