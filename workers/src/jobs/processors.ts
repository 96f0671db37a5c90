import type { Job } from 'bullmq';
import type { Logger } from 'pino';

type Processor = (job: Job) => Promise<unknown>;

/** One processor per job name; each lives in its own file and is registered here. */
const processors: Record<string, Processor> = {};

export function jobProcessor(log: Logger) {
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
