import type { OfficeKey } from './codes/offices';

/**
 * The rows of the settings table, by what reads them: the workflows' activities (timers, general
 * then per office), filing (the notice period) and the reimbursement routes (authority limit,
 * carrier notice). The settings screen writes the same rows.
 */
export const SETTING_KEYS = {
  authorityLimit: 'reimbursement.authorityLimit',
  carrierNotice: 'reimbursement.carrierNotice',
  reimbursementTimers: (office?: OfficeKey) => `reimbursement.timers${office ? `.${office}` : ''}`,
  protestTimers: (office?: OfficeKey) => `protest.timers${office ? `.${office}` : ''}`,
  noticeDays: (office: OfficeKey) => `protest.notice.${office}`,
} as const;
