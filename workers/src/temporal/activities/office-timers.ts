import type { Knex } from 'knex';
import type { OfficeKey } from '@claims/domain';
import { Setting } from '@claims/db';

/**
 * A case workflow's timers for an office, as its loadTimers activity answers them: the defaults,
 * then the operator's settings, then the office's own; the most specific wins.
 */
export async function loadOfficeTimers<T extends object>(
  db: Knex,
  defaults: T,
  settingKey: (office?: OfficeKey) => string,
  office: string,
): Promise<T> {
  const general = settingKey();
  const own = settingKey(office as OfficeKey);
  const rows = await Setting.query(db).whereIn('key', [general, own]).select('key', 'value');
  const valueOf = (key: string) => (rows.find((r) => r.key === key)?.value ?? {}) as Partial<T>;
  return { ...defaults, ...valueOf(general), ...valueOf(own) };
}
