/** An e-mail owed (QUEUED, also while retrying), delivered to the SMTP server (SENT), or given up on (FAILED). */
export const EMAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
