import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { notificationChannel, type NotificationEvent } from '@claims/domain';
import { testEnv } from '@claims/domain/testing/test-env';
import { NotificationEvents } from './notification-events';

/**
 * Scaling out (docs/DEPLOYMENT.md): the command that makes a notification may pass through one
 * api replica while the user's event stream is open on another. The jobs worker publishes on
 * Redis and every replica hears it, so the stream gets it wherever it is held.
 */
describe('live notifications across api replicas', () => {
  const env = testEnv();
  const prefix = `${env.redisPrefix}-${randomUUID().slice(0, 8)}`;
  const replicaA = new NotificationEvents(env.redisUrl, prefix);
  const replicaB = new NotificationEvents(env.redisUrl, prefix);
  const jobsWorker = new IORedis(env.redisUrl);
  afterAll(() => {
    replicaA.close();
    replicaB.close();
    jobsWorker.disconnect();
  });

  it('reaches a stream held by replica B, and only the streams of that user', async () => {
    const user = randomUUID();
    const onA: NotificationEvent[] = [];
    const onB: NotificationEvent[] = [];
    const received = new Promise<void>(
      (resolve) =>
        void replicaB.subscribe(user, (event) => {
          onB.push(event);
          resolve();
        }),
    );
    await replicaA.subscribe(randomUUID(), (event) => onA.push(event));
    // Both subscribers are connected once subscribe() has resolved; give B's a moment too.
    await new Promise((r) => setTimeout(r, 200));
    const event: NotificationEvent = { userId: user, notificationId: randomUUID(), kind: 'CASE_UPDATED' };
    await jobsWorker.publish(notificationChannel(prefix), JSON.stringify(event));
    await received;
    expect(onB).toEqual([event]);
    expect(onA).toEqual([]);
  });
});
