import type { Locale } from '../i18n/locales';
import { translate } from '../i18n/translate';

// The validators' tests read a schema's refusal as each of the three languages shows it.

/** A zod issue as a reader of `locale` sees it, the field it names called `name`. */
export function issueMessage(locale: Locale, issue: { message: string }, name: string): string {
  const params = (issue as { params?: Record<string, string> }).params;
  return translate(locale, issue.message, { ...params, name });
}
