import { OFFICE_KEYS } from '../codes/offices';
import { SETTING_KEYS } from '../settings-keys';
import { isMessageKey, type MessageKey } from './translate';

/**
 * The settings rows as the settings screen labels them, with the office a row is for: the audit
 * log names a settings change by the row it wrote (`protest.notice.BR`).
 */
function settingLabels(): ReadonlyMap<string, MessageKey[]> {
  const labels = new Map<string, MessageKey[]>([
    [SETTING_KEYS.authorityLimit, ['backOffice.settings.authorityLimit']],
    [SETTING_KEYS.carrierNotice, ['backOffice.auditLog.settings.carrierNotice']],
    [SETTING_KEYS.reimbursementTimers(), ['backOffice.settings.reimbursementTimers']],
    [SETTING_KEYS.protestTimers(), ['backOffice.settings.protestTimers']],
  ]);
  for (const office of OFFICE_KEYS) {
    const where: MessageKey = `codes.offices.${office}`;
    labels.set(SETTING_KEYS.reimbursementTimers(office), ['backOffice.settings.reimbursementTimers', where]);
    labels.set(SETTING_KEYS.protestTimers(office), ['backOffice.settings.protestTimers', where]);
    labels.set(SETTING_KEYS.noticeDays(office), ['backOffice.settings.noticeDays', where]);
  }
  return labels;
}
const SETTING_LABELS = settingLabels();

/**
 * The catalogue keys that name a field of an audit entry, their texts joined by " · ": a
 * record's field as its forms name it ('fields.*', or the audit log's own word for a field no
 * form has), a settings row as the settings screen does, with its office. Undefined when the
 * catalogue has no words for it (the audit writer's test keeps every field it writes named).
 */
export function auditFieldKeys(entity: string, field: string): MessageKey[] | undefined {
  if (entity === 'settings') return SETTING_LABELS.get(field);
  const key = [`backOffice.auditLog.fields.${field}`, `fields.${field}`].find(isMessageKey);
  return key ? [key] : undefined;
}

/**
 * The parts of a settings row's value that are the value itself (`{ limit }`, `{ noticeDays }`):
 * the row's label already says what they are, so they are shown bare.
 */
const BARE_SETTING_PARTS = new Set(['limit', 'noticeDays']);
const SETTING_PART_LABELS: Readonly<Record<string, MessageKey>> = {
  carrier: 'backOffice.settings.carrier',
  email: 'backOffice.settings.carrierEmail',
};

/**
 * The key that names a part of a settings row's value (a timer, the carrier's e-mail); null for
 * a part shown bare; undefined when the catalogue has no words for it.
 */
export function settingPartKey(part: string): MessageKey | null | undefined {
  if (BARE_SETTING_PARTS.has(part)) return null;
  const timer = `backOffice.settings.timers.${part}`;
  return SETTING_PART_LABELS[part] ?? (isMessageKey(timer) ? timer : undefined);
}

/** A settings part that holds a duration in milliseconds (`timeBarMs`): shown in days, as edited. */
export const isSettingDuration = (part: string) => part.endsWith('Ms') && settingPartKey(part) !== undefined;
