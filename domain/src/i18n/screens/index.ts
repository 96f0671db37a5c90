import type { Locale } from '../locales';
import { backOfficeMessages } from './back-office';
import { consoleMessages } from './console';
import { portalMessages } from './portal';

/** Every UI area's texts for one locale, merged into the catalogue by ../translate. */
export function screenCatalogue(locale: Locale) {
  return { ...consoleMessages[locale], ...backOfficeMessages[locale], ...portalMessages[locale] };
}

export type ScreenMessageKey = keyof ReturnType<typeof screenCatalogue>;
