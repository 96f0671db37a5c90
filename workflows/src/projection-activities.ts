import {
  patched,
  proxyActivities,
  proxyLocalActivities,
  type ActivityInterfaceFor,
} from '@temporalio/workflow';

const projectionOptions = {
  startToCloseTimeout: '30 seconds',
  // The database may be briefly away; the projection must land, so keep trying with backoff.
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
} as const;

/**
 * A case's activities: the projection and the timer settings, short database calls on the
 * worker's own pool. As local activities they run inside the workflow task that needs them: a
 * command costs one workflow task instead of three task round trips through the server. Cases
 * whose history already holds remote activities replay with them (the patch marker is absent there).
 */
export function projectionActivities<A extends object>(): () => ActivityInterfaceFor<A> {
  const remote = proxyActivities<A>(projectionOptions);
  // Called the same way; only the per-call options of the two proxies differ.
  const local = proxyLocalActivities<A>(projectionOptions) as ActivityInterfaceFor<A>;
  return () => (patched('local-projection') ? local : remote);
}
