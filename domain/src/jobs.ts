/**
 * BullMQ queue names, shared by whoever enqueues (api, activities) and the jobs worker.
 * Each queue is prefixed per deployment (REDIS_PREFIX) so test runs never see each other's jobs.
 */
export const JOB_QUEUES = {
  /** In-app notifications and e-mail delivery from the outbox. */
  notifications: 'notifications',
  /** Report generation requested through POST /api/reports. */
  reports: 'reports',
} as const;
export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];

/** Job names within the queues; each has one processor in workers/src/jobs. */
export const JOB_NAMES = {
  deliverNotification: 'deliver-notification',
  generateReport: 'generate-report',
} as const;

/** The BullMQ job id of a report: one job per report row, however often it is enqueued. */
export const reportJobId = (reportId: string) => `report|${reportId}`;

/**
 * The BullMQ job id of an outbox row. Derived from the event key, so enqueuing the same row twice
 * (relay and sweeper, two workers) is a no-op; BullMQ refuses ':' in custom ids, hence the swap.
 */
export const outboxJobId = (eventKey: string) => `outbox|${eventKey.replaceAll(':', '|')}`;

/** The Redis pub/sub channel on which the jobs worker announces new in-app notifications. */
export const notificationChannel = (redisPrefix: string) => `${redisPrefix}:notification-events`;

/** What the jobs worker publishes on that channel: the api pushes it to the user's open streams. */
export interface NotificationEvent {
  userId: string;
  notificationId: string;
  kind: string;
}

/**
 * The outbox recipient of a customer's answer on a case (documents sent, a counteroffer, a
 * message): the CLAIMS team now responsible for it and every staff member who acted on it, say an
 * analyst who asked for the documents and then transferred the case to another team. Each of them
 * once, in their own language.
 */
export const CASE_ANALYSTS = 'case-analysts';

/**
 * The outbox recipient of what the claims side does on a case: the customer side, that is whoever
 * filed or acted on the case for its company, and the company's masters when its customs broker
 * filed it (a broker's filing is the company's claim: both hear of it), each once, in their own
 * language.
 */
export const CASE_CUSTOMERS = 'case-customers';

/** Outbox kinds written outside the case projections. */
export const OUTBOX_KINDS = {
  caseMessage: 'CASE_MESSAGE',
  invitation: 'INVITATION',
  passwordReset: 'PASSWORD_RESET',
  emailChange: 'EMAIL_CHANGE',
  /** To the address an e-mail change leaves: what was asked, so its owner can object. */
  emailChangeRequested: 'EMAIL_CHANGE_REQUESTED',
  reportReady: 'REPORT_READY',
} as const;
