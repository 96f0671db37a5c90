/**
 * BullMQ queue names, shared by whoever enqueues (api, activities) and the jobs worker.
 * Each queue is prefixed per deployment (REDIS_PREFIX) so test runs never see each other's jobs.
 */
export const JOB_QUEUES = {
  /** In-app notifications and e-mail delivery from the outbox. */
  notifications: 'notifications',
} as const;
export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];
