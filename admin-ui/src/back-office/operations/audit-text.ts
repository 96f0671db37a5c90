import {
  auditFieldKeys,
  capitalize,
  countryName,
  formatters,
  isLocale,
  isMessageKey,
  isSettingDuration,
  LANGUAGE_NAMES,
  settingPartKey,
  translate,
  type Locale,
} from '@claims/domain';
import { msToDays } from './settings-model';

/** Fields whose values are codes: shown by their label, as everywhere else in the console. */
const CODE_FIELDS: Record<string, string> = {
  role: 'roles',
  team: 'teams',
  office: 'offices',
  country: 'offices',
  authorityCurrency: 'currencies',
};

/** An audit entry as GET /api/audit-log answers it, as far as its changes are concerned. */
export interface AuditedChange {
  entity: string;
  changes: Record<string, { before: unknown; after: unknown }> | null | undefined;
  /** The names of the records its changes point at by id; null for one that no longer exists. */
  references?: Record<string, string | null> | null;
}
type Context = Pick<AuditedChange, 'entity' | 'references'>;

/** `users.update` → "Alteração"; an action this screen does not know keeps its code. */
export function actionText(locale: Locale, action: string): string {
  const key = `backOffice.auditLog.verbs.${action.split('.').pop()}`;
  return isMessageKey(key) ? translate(locale, key) : action;
}

/** `ports` → "Porto": the kind of record, singular. */
export function entityText(locale: Locale, entity: string): string {
  const key = `backOffice.auditLog.entities.${entity}`;
  return isMessageKey(key) ? translate(locale, key) : entity;
}

/**
 * `lastName` → "Sobrenome", `protest.notice.AR` → "Prazo de aviso da carta protesto (dias) ·
 * Argentina" (the domain's audit field names); a field without words keeps its key.
 */
export function fieldText(locale: Locale, entity: string, field: string): string {
  const keys = auditFieldKeys(entity, field);
  return keys ? capitalize(keys.map((key) => translate(locale, key)).join(' · ')) : field;
}

/** A settings row's value part by part: the timers in days (as the settings screen edits them). */
function settingText(locale: Locale, value: Record<string, unknown>): string {
  const { number } = formatters(locale);
  return Object.entries(value)
    .map(([part, v]) => {
      const shown =
        isSettingDuration(part) && typeof v === 'number' ? number(String(msToDays(v))) : plain(locale, v);
      const key = settingPartKey(part);
      if (key === null) return shown;
      return `${key ? translate(locale, key) : part}: ${shown}`;
    })
    .join(' · ');
}

const plain = (locale: Locale, value: unknown) => valueText(locale, { entity: '' }, '', value);

/**
 * A value as a person reads it: Sim/Não, code labels, countries, languages, a record by its name
 * (never its id), lists, settings and labels in three languages part by part.
 */
export function valueText(locale: Locale, context: Context, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(locale, value ? 'common.yes' : 'common.no');
  const references = context.references ?? {};
  if (typeof value === 'string' && Object.hasOwn(references, value))
    return references[value] ?? translate(locale, 'backOffice.auditLog.removedRecord');
  if (field === 'language' && typeof value === 'string')
    return isLocale(value) ? LANGUAGE_NAMES[value] : value;
  if (field === 'country' && typeof value === 'string') return countryName(locale, value);
  const family = CODE_FIELDS[field];
  if (family && typeof value === 'string') {
    const key = `codes.${family}.${value}`;
    return isMessageKey(key) ? translate(locale, key) : value;
  }
  if (Array.isArray(value))
    return value.length ? value.map((v) => valueText(locale, context, field, v)).join(', ') : '—';
  if (typeof value === 'object') {
    if (context.entity === 'settings') return settingText(locale, value as Record<string, unknown>);
    // Labels in three languages: each part by its language's code.
    return Object.entries(value as Record<string, unknown>)
      .map(
        ([key, part]) =>
          `${isLocale(key) ? key : fieldText(locale, context.entity, key)}: ${valueText(locale, context, key, part)}`,
      )
      .join(' · ');
  }
  return String(value);
}

/** One change as a line: the field in words and its value before → after. */
export function changeLines(
  locale: Locale,
  entry: AuditedChange,
): { field: string; before: string; after: string }[] {
  return Object.entries(entry.changes ?? {}).map(([field, change]) => ({
    field: fieldText(locale, entry.entity, field),
    before: valueText(locale, entry, field, change?.before),
    after: valueText(locale, entry, field, change?.after),
  }));
}
