import type { z } from 'zod';
import type { Locale } from '@claims/domain/i18n/locales';
import { fieldLabel, namedIssueMessages } from '@claims/domain/validators/issues';

/**
 * Why a step's Next is disabled, for the Wizard's box beside it: every problem of the step's own
 * fields, untouched ones too ("O campo navio é obrigatório"), worded as each field will say it
 * once left, led by the field's name where the message does not say it ("Data de descarga: …"). Listed from the step's first sight: a
 * grey button with no word of what it waits for is what testers of both wizards ran into.
 */
export function stepBlockers(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
  labelFor: (path: readonly PropertyKey[]) => string | undefined = (path) => fieldLabel(locale, path),
): string[] {
  return [...new Set(Object.values(namedIssueMessages(issues, locale, labelFor)))];
}
