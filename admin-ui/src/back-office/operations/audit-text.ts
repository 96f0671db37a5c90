import { capitalize, isMessageKey, translate, type Locale } from '@claims/domain';

/** Fields whose values are codes: shown by their label, as everywhere else in the console. */
const CODE_FIELDS: Record<string, string> = {
  role: 'roles',
  team: 'teams',
  office: 'offices',
  country: 'offices',
  authorityCurrency: 'currencies',
};
const LANGUAGE_NAMES: Record<string, string> = { 'pt-BR': 'Português', en: 'English', es: 'Español' };

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

/** `lastName` → "Sobrenome", from the catalogue's field names; an unknown field keeps its key. */
export function fieldText(locale: Locale, field: string): string {
  const key = `fields.${field}`;
  return isMessageKey(key) ? capitalize(translate(locale, key)) : field;
}

/** A value as a person reads it: Sim/Não, code labels, languages, lists and localized labels. */
export function valueText(locale: Locale, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(locale, value ? 'common.yes' : 'common.no');
  if (field === 'language' && typeof value === 'string') return LANGUAGE_NAMES[value] ?? value;
  const family = CODE_FIELDS[field];
  if (family && typeof value === 'string') {
    const key = `codes.${family}.${value}`;
    return isMessageKey(key) ? translate(locale, key) : value;
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText(locale, '', v)).join(', ') : '—';
  if (typeof value === 'object') {
    // Labels in three languages, or a group of settings: each part named.
    return Object.entries(value as Record<string, unknown>)
      .map(
        ([key, part]) =>
          `${LANGUAGE_NAMES[key] ? key : fieldText(locale, key)}: ${valueText(locale, key, part)}`,
      )
      .join(' · ');
  }
  return String(value);
}

/** One change as a line: the field in words and its value before → after. */
export function changeLines(
  locale: Locale,
  changes: Record<string, { before: unknown; after: unknown }> | null | undefined,
): { field: string; before: string; after: string }[] {
  return Object.entries(changes ?? {}).map(([field, change]) => ({
    field: fieldText(locale, field),
    before: valueText(locale, field, change?.before),
    after: valueText(locale, field, change?.after),
  }));
}
