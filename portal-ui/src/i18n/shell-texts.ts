import { interpolate, type MessageParams } from '@claims/domain/i18n/interpolate';
import type { Locale } from '@claims/domain/i18n/locales';
import { requestFailedMessages } from '@claims/domain/i18n/request-failed';
import { portalShellMessages } from '@claims/domain/i18n/screens/portal-shell';

/**
 * The texts the portal can show before its catalogue has loaded (or when it could not): the
 * loading line, the crash page and a failed request. Any other key stays itself, as translate
 * does for an unknown one.
 */
export function shellText(locale: Locale, key: string, params?: MessageParams): string {
  const texts: Readonly<Record<string, string>> = {
    ...requestFailedMessages[locale],
    ...portalShellMessages[locale],
  };
  return interpolate(texts[key] ?? key, params);
}
