import { useEffect, useMemo, useState } from 'react';
import { useI18nextProvider } from 'ra-i18n-i18next';
import {
  i18nextOptions as sharedI18nextOptions,
  type CatalogueOf,
} from '@claims/domain/i18n/i18next-instance';
import { LANGUAGE_NAMES, SUPPORTED_LOCALES } from '@claims/domain/i18n/locales';
import { session } from '../providers/session';

/** The languages, each named in itself (the switch lists them so). */
export const LOCALES = SUPPORTED_LOCALES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] }));

export type ConsoleMessages = CatalogueOf;

/**
 * i18next as ra-i18n-i18next drives it, with the settings `translate` uses for the portal and the
 * server (one plural mechanism everywhere), in the language of the session.
 */
export const i18nextOptions = (messages: ConsoleMessages) => ({
  ...sharedI18nextOptions(messages),
  lng: session.language(),
});

export type ConsoleCatalogue = { messages: ConsoleMessages } | { failure: unknown } | null;

/**
 * The console's texts once their chunk has arrived (null until then), or the failure when it
 * could not load (a network blip, a deploy that removed the chunk), for App to say so.
 */
export function useConsoleCatalogue(): ConsoleCatalogue {
  const [catalogue, setCatalogue] = useState<ConsoleCatalogue>(null);
  useEffect(() => {
    let current = true;
    import('./console-messages').then(
      ({ consoleMessages }) => current && setCatalogue({ messages: consoleMessages }),
      (failure: unknown) => current && setCatalogue({ failure }),
    );
    return () => {
      current = false;
    };
  }, []);
  return catalogue;
}

/**
 * The i18nProvider over the loaded texts, or null while i18next initialises (a moment). The
 * browser tab's title follows the language, as the page does.
 */
export function useConsoleI18nProvider(messages: ConsoleMessages) {
  const [options] = useState(() => i18nextOptions(messages));
  const provider = useI18nextProvider({
    options,
    availableLocales: LOCALES.map((l) => ({ ...l })),
  });
  useEffect(() => {
    if (provider) document.title = provider.translate('console.title');
  }, [provider]);
  return useMemo(() => {
    if (!provider) return provider;
    const titled = () => {
      document.title = provider.translate('console.title');
    };
    return {
      ...provider,
      changeLocale: async (locale: string, changeOptions?: unknown) => {
        await provider.changeLocale(locale, changeOptions);
        titled();
      },
    };
  }, [provider]);
}
