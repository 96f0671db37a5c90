import type { Knex } from 'knex';
import { OFFICE_KEYS, protest, reimbursement, SETTING_KEYS as KEYS, type OfficeKey } from '@claims/domain';
import { Setting } from '@claims/db';
import type { SettingsPatch, SettingsResponse } from '@claims/contract';

type Stored = Map<string, Record<string, unknown>>;

async function readAll(db: Knex | Knex.Transaction): Promise<Stored> {
  const rows = await Setting.query(db).select('key', 'value');
  return new Map(rows.map((r) => [r.key, r.value as Record<string, unknown>]));
}

const pick = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => typeof value[k] === 'number').map((k) => [k, value[k] as number]));

/** What each office runs with: the same layering the workflows' activities apply when a case starts. */
function effective(stored: Stored): SettingsResponse {
  const timers = (
    key: (o?: OfficeKey) => string,
    defaults: object,
    keys: readonly string[],
    office: OfficeKey,
  ) => ({
    ...pick(defaults as Record<string, unknown>, keys),
    ...pick(stored.get(key()) ?? {}, keys),
    ...pick(stored.get(key(office)) ?? {}, keys),
  });
  const notice = (office: OfficeKey) => {
    const days = stored.get(KEYS.noticeDays(office))?.noticeDays;
    return typeof days === 'number' && days >= 0 ? days : protest.defaultNoticeDays(office);
  };
  const carrier = stored.get(KEYS.carrierNotice) ?? {};
  return {
    authorityLimit: String(stored.get(KEYS.authorityLimit)?.limit ?? ''),
    carrierNotice: { carrier: String(carrier.carrier ?? ''), email: String(carrier.email ?? '') },
    offices: Object.fromEntries(
      OFFICE_KEYS.map((office) => [
        office,
        {
          noticeDays: notice(office),
          reimbursementTimers: timers(
            KEYS.reimbursementTimers,
            reimbursement.DEFAULT_REIMBURSEMENT_TIMERS,
            reimbursement.REIMBURSEMENT_TIMER_KEYS,
            office,
          ),
          protestTimers: timers(
            KEYS.protestTimers,
            protest.DEFAULT_PROTEST_TIMERS,
            protest.PROTEST_TIMER_KEYS,
            office,
          ),
        },
      ]),
    ) as SettingsResponse['offices'],
  };
}

/** One setting's stored value (`reimbursement.carrierNotice`, `protest.notice.BR`), if it was ever set. */
export async function readSetting<T extends object>(db: Knex, key: string): Promise<Partial<T> | undefined> {
  const setting = await Setting.query(db).where({ key }).select('value').first();
  return setting?.value as Partial<T> | undefined;
}

export async function readSettings(db: Knex | Knex.Transaction): Promise<SettingsResponse> {
  return effective(await readAll(db));
}

/**
 * Writes a patch key by key, merging into what the office already had, and returns each changed
 * key's value before and after (for the audit log).
 */
export async function writeSettings(trx: Knex.Transaction, patch: SettingsPatch) {
  const stored = await readAll(trx);
  const writes = new Map<string, Record<string, unknown>>();
  const merge = (key: string, change: Record<string, unknown>) =>
    writes.set(key, { ...(writes.get(key) ?? stored.get(key) ?? {}), ...change });

  if (patch.authorityLimit !== undefined) merge(KEYS.authorityLimit, { limit: patch.authorityLimit });
  if (patch.carrierNotice) merge(KEYS.carrierNotice, patch.carrierNotice);
  for (const [office, change] of Object.entries(patch.offices ?? {}) as [
    OfficeKey,
    NonNullable<SettingsPatch['offices']>[OfficeKey],
  ][]) {
    if (!change) continue;
    if (change.noticeDays !== undefined) merge(KEYS.noticeDays(office), { noticeDays: change.noticeDays });
    if (change.reimbursementTimers) merge(KEYS.reimbursementTimers(office), change.reimbursementTimers);
    if (change.protestTimers) merge(KEYS.protestTimers(office), change.protestTimers);
  }

  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [key, value] of writes) {
    const before = stored.get(key) ?? null;
    if (JSON.stringify(before) === JSON.stringify(value)) continue;
    await Setting.append(trx, { key, value, updatedAt: trx.fn.now() })
      .onConflict('key')
      .merge(['value', 'updatedAt']);
    changes[key] = { before, after: value };
  }
  return changes;
}
