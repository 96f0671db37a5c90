import type { FaultStack } from '../harness';
import { assertCaseConsistent, assertDeliveredOnce, check, eventually } from '../invariants';

/**
 * Redis dies (kill -9) with delivery jobs queued and one in flight (the SMTP server holds the
 * messages), cases keep being filed while it is down, then it comes back from its append-only
 * file. Every notification and e-mail arrives, none twice.
 */
export async function redisStoppedWithJobsQueued(
  stack: FaultStack,
  hold: (held: boolean) => void,
): Promise<string> {
  const since = new Date();
  hold(true);
  const before = [await stack.fileCase(), await stack.fileCase()];
  await eventually('delivery jobs queued in Redis', async () => {
    const { n } = (await stack
      .db('outbox')
      .where('createdAt', '>=', since)
      .whereNotNull('enqueuedAt')
      .whereNull('deliveredAt')
      .count({ n: '*' })
      .first()) as { n: string };
    return Number(n) >= 2;
  });
  await stack.redis.stop('SIGKILL');
  const during = [await stack.fileCase()];
  await new Promise((r) => setTimeout(r, 2000));
  await stack.redis.start();
  hold(false);
  const cases = [...before, ...during];
  const rows = await eventually(
    'every outbox row delivered',
    async () => {
      const pending = await stack
        .db('outbox')
        .where('createdAt', '>=', since)
        .whereNull('deliveredAt')
        .first('id');
      return pending
        ? 0
        : (await stack.db('outbox').where('createdAt', '>=', since).count({ n: '*' }).first())?.n;
    },
    120_000,
  );
  // Late duplicates would arrive after the last delivery: give them the time to show.
  await new Promise((r) => setTimeout(r, 3000));
  const delivered = await assertDeliveredOnce(stack.db, stack.mail.messages, since);
  check(delivered === Number(rows), `${delivered} of ${rows} outbox rows checked`);
  for (const id of cases) await assertCaseConsistent(stack.db, stack.temporalClient, id);
  const mails = stack.mail.messages.filter((m) => m.receivedAt >= since).length;
  return `${delivered} outbox rows delivered once each (${mails} e-mails) across the outage`;
}
