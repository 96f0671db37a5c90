import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { JOB_NAMES } from '@claims/domain';
import { deliverNotification, type DeliveryDeps } from './deliver-notification';
import { generateReport } from './reports/generate-report';

export type Processor = (job: Job) => Promise<unknown>;

/** One processor per job name; each lives in its own file and is registered here. */
export function createProcessors(deps: DeliveryDeps): Record<string, Processor> {
  return {
    [JOB_NAMES.deliverNotification]: deliverNotification(deps),
    [JOB_NAMES.generateReport]: generateReport(deps),
  };
}

export function jobProcessor(log: Logger, processors: Record<string, Processor> = {}) {
  return async (job: Job) => {
    const processor = processors[job.name];
    if (!processor) {
      // Unknown jobs fail visibly (and stay inspectable in the queue) rather than vanish.
      throw new Error(`no processor for job "${job.name}"`);
    }
    log.debug({ jobId: job.id, name: job.name }, 'processing job');
    return processor(job);
  };
}
